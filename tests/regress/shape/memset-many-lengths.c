// memset/memcpy of a length with more values than are tried one by one
// (here 0..200): the bytes below the length's lower bound are written, the
// rest up to its upper bound may have been (fields dropped, zeroes kept when
// the byte is 0, which bytes are defined unchanged), and a length that may
// run past the end is the out-of-bounds access at the first length too long.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DOVER --trace %t.json | FileCheck %s --check-prefix=OVER
// RUN: not %ferret run %s -DOVER --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DPOINTER | FileCheck %s --check-prefix=POINTER
// CHECK: RESULT: TRUE
// OVER: RESULT: FALSE(valid-deref)
// OVER: error: out-of-bounds:
// REPLAY: error: out-of-bounds:
// A pointer the memset may have wiped: never TRUE.
// POINTER: RESULT: {{FALSE|UNKNOWN}}
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
struct holder {
  char *block;
  char pad[192];
};
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
#ifdef OVER
  if (n > 201)
    return 0;
#else
  if (n > 200)
    return 0;
#endif
  char *p = calloc(200, 1);
  if (!p)
    return 0;
  memset(p, 0, n);
  char q[200];
  memset(q, 'q', sizeof q);
  memcpy(q, p, n);
  if (p[0] != 0 || p[150] != 0)
    reach_error();
  free(p);
#ifdef POINTER
  struct holder h;
  h.block = malloc(8);
  memset(&h, 0, n);
  free(h.block);
#endif
  return 0;
}
