// A null dereference behind a symbolic index: found by the shape engine, confirmed, replayed.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: null-dereference:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 42 in main
// REPLAY: error: null-dereference:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 100) return 0;
  int *p = k + 1 == 43 ? NULL : malloc(sizeof *p);
  *p = 1;
  free(p);
  return 0;
}
