// The only pointer to a block is overwritten on one input (SV-COMP memtrack).
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK: error: memory-leak:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 4 in main
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct s { int *a; };
int main(void) {
  struct s v;
  v.a = malloc(sizeof(int));
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 9) { free(v.a); return 0; }
  if (k + 1 == 5) v.a = NULL;
  free(v.a);
  return 0;
}
