// Reading before the start of a heap block (negative offset).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static int sum_prev(const int *a, int i) {
  // CHECK: oob-heap-negative.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  return a[i - 1] + a[i];
}

int main(void) {
  int *a = calloc(4, sizeof(int));
  a[0] = 1;
  a[1] = 2;
  printf("%d\n", sum_prev(a, 1));
  printf("%d\n", sum_prev(a, 0));
  free(a);
  return 0;
}
