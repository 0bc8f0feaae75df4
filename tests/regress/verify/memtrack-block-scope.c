// A block's local held the only pointer: the memory is lost where the block
// ends, even though exit() later keeps the live frames' locals (compare
// exit-reachable.c).
// RUN: not %ferret verify %s --property %S/Inputs/valid-memsafety.prp | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-block-scope.c:[[# @LINE + 8]]:3: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k == 3) {
    int *p = malloc(sizeof *p);
    *p = k;
  }
  exit(0);
}
