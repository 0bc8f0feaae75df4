// reach_error() behind arithmetic on an input.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// CHECK: error: reach-error:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 999 in main
// REPLAY: error: reach-error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1000) return 0;
  int *p = malloc(sizeof *p);
  *p = k;
  if (*p * 2 == 1998) reach_error();
  free(p);
  return 0;
}
