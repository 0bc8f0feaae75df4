// A double free on one input.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: double-free:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 17 in main
// REPLAY: error: double-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int *p = malloc(sizeof *p);
  int k = __VERIFIER_nondet_int();
  if (k < 10 || k > 20) { free(p); return 0; }
  if (k - 10 == 7) free(p);
  free(p);
  return 0;
}
