// exit() keeps the stack alive: memory reachable from main's locals is not lost.
// RUN: %ferret verify %s --property %S/Inputs/valid-memsafety.prp | FileCheck %s
// CHECK: RESULT: TRUE
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 0;
  exit(0);
}
