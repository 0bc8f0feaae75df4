// Freeing an interior pointer (p + 1) instead of the block start.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(10 * sizeof(int));
  p[1] = 5;
  int *second = p + 1;
  printf("%d\n", *second);
  // CHECK: invalid-free-interior.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-free:
  free(second);
  return 0;
}
