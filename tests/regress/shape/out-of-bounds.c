// One past the end of a stack array, on the last value of a symbolic index.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 5 in main
// REPLAY: error: out-of-bounds:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[6];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 5) return 0;
  a[k + 1] = 1;
  return a[0];
}
