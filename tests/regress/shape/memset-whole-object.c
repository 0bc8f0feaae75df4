// memset and memcpy over a block of unknown size n, with length n from its
// start: the whole block, whatever n is.  Proved for every n.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/unreach-call.prp | FileCheck %s
// RUN: not %ferret verify %s -DSHORT --engine shape | FileCheck %s --check-prefix=SHORT
// CHECK: RESULT: TRUE
// SHORT: RESULT: UNKNOWN
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n < 1 || n > 100000) return 0;
  char *p = malloc(n);
  memset(p, 0, n);
  char *q = malloc(n);
#ifdef SHORT
  // One byte less than the block: not the whole object, and too many
  // lengths to try each.
  memcpy(q, p, n - 1);
#else
  memcpy(q, p, n);
#endif
  if (q[0] != 0) reach_error();
  free(p);
  free(q);
  return 0;
}
