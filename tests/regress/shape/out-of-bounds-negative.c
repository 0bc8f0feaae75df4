// A negative symbolic offset: p[k - 2] with k in [0, 5].
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 0 in main
// REPLAY: error: out-of-bounds:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int *p = malloc(8 * sizeof *p);
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 5) { free(p); return 0; }
  p[k - 2] = 0;
  free(p);
  return 0;
}
