// The only pointer to a block is a local of a function that returns: lost
// memory (valid-memtrack) where the local's scope ends, at the function's
// closing brace, in the diagnostic and the witness's target, which names
// that function.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-lost.c:[[# @LINE + 13]]:1: error: memory-leak: 8 bytes in 1 heap block became unreachable{{$}}
// CHECK: note: call stack:
// CHECK-NEXT: #0 make at {{.*}}memtrack-lost.c:[[# @LINE + 11]]:1
// CHECK-NEXT: #1 main at {{.*}}memtrack-lost.c:[[# @LINE + 12]]:3
// WITNESS: type: "target"
// WITNESS: line: [[# @LINE + 8]]
// WITNESS-NEXT: column: 1
// WITNESS-NEXT: function: "make"
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
static void make(void) {
  char *p = malloc(8);
  p[0] = __VERIFIER_nondet_bool();
}
int main(void) {
  make();
  return 0;
}
