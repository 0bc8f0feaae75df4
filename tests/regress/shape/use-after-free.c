// A use after free on one value of an input used in arithmetic.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: use-after-free:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 2 in main
// REPLAY: error: use-after-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int *p = malloc(4 * sizeof *p);
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) { free(p); return 0; }
  p[k] = k;
  if (k * 3 == 6) free(p);
  int v = p[k - 1 < 0 ? 0 : k - 1];
  if (k * 3 != 6) free(p);
  return v;
}
