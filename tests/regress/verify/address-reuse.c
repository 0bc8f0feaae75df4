// A freed block's address may be handed out again: comparing the dangling
// pointer with the new one can succeed, leading to a double free.
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-free)
// CHECK: the allocator reuses the freed block's address
#include <stdlib.h>
int main(void) {
  int *y = malloc(sizeof *y);
  free(y);
  int *x = malloc(sizeof *x);
  if (x == y)
    free(x);
  free(x);
  return 0;
}
