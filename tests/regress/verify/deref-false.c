// A use after free on one input only; the trace replays under ferret run.
// RUN: not %ferret verify %s --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --inputs $(sed -n 's/^replay: .*--inputs //p' %t.out) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: use-after-free:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 42
// REPLAY: error: use-after-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  int k = __VERIFIER_nondet_int();
  if (k == 42)
    free(p);
  int v = *p;
  if (k != 42)
    free(p);
  return v - 1;
}
