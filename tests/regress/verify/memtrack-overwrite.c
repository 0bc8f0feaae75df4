// The only pointer to a block is overwritten: the leak is reported at the
// assignment that lost it, not later where the checks run (the choice point
// after foo(), or main's return), in the diagnostic and the witness's target.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --inputs 0 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-overwrite.c:[[# @LINE + 12]]:5: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
// CHECK: note: allocated here by malloc
// CHECK-NOT: trace:
// WITNESS: type: "target"
// WITNESS: line: [[# @LINE + 8]]
// WITNESS-NEXT: column: 5
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
static void foo(void) {}
int main(void) {
  int *p = malloc(sizeof *p);
  p = NULL;
  foo();
  if (__VERIFIER_nondet_bool())
    return 1;
  return 0;
}
