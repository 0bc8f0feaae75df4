// A strdup'ed string freed on one input only.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK: note: allocated here by strdup (6 bytes)
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 0 in main
// REPLAY: error: memory-leak:
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char *d = strdup("hello");
  if (__VERIFIER_nondet_int()) free(d);
  return 0;
}
