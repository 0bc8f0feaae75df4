// Freeing a local array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int local[4] = {1, 2, 3, 4};
  int *p = local;
  printf("%d\n", p[2]);
  // CHECK: invalid-free-stack.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-free:
  free(p);
  return 0;
}
