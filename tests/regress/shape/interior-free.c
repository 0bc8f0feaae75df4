// free() of a pointer into the middle of a block.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: invalid-free:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 3 in main
// REPLAY: error: invalid-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  char *p = malloc(16);
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) { free(p); return 0; }
  free(p + k);
  return 0;
}
