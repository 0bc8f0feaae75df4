// free() of a stack variable on one input.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: invalid-free:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 1 in main
// REPLAY: error: invalid-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = 0;
  int *p = malloc(sizeof *p);
  int k = __VERIFIER_nondet_int();
  if (k > 0 && k < 4) { free(p); p = &x; }
  free(p);
  return x;
}
