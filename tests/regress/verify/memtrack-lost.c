// The only pointer to a block is overwritten: lost memory (valid-memtrack),
// found when the function holding it returns.
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK: error: memory-leak: {{.*}}became unreachable when 'make' returned
#include <stdlib.h>
static void make(void) {
  char *p = malloc(8);
  p[0] = 1;
}
int main(void) {
  make();
  return 0;
}
