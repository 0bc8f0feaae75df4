// Memory reachable only from main's locals is lost when main returns (SV-COMP).
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK: when main returned
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 0;
  return *p;
}
