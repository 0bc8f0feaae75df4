// After realloc shrinks a block, the old tail is out of bounds.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *a = malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    a[i] = i;
  a = realloc(a, 4 * sizeof(int));
  // CHECK: oob-realloc-shrink.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  printf("%d\n", a[3] + a[5]);
  free(a);
  return 0;
}
