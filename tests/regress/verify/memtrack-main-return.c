// Memory reachable only from main's locals is lost when main returns (SV-COMP).
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-main-return.c:[[# @LINE + 6]]:1: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 0;
  return *p;
}
