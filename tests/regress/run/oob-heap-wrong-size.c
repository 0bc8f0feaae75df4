// malloc(n) instead of malloc(n * sizeof(int)): a partially out-of-bounds
// 4-byte store at byte offset 8 of a 10-byte block.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 10;
  int *a = malloc(n);
  a[0] = 1;
  a[1] = 2;
  // CHECK: oob-heap-wrong-size.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK: oob-heap-wrong-size.c:[[@LINE-4]]:{{[0-9]+}}: note: {{.*}}allocated
  a[2] = 3;
  printf("%d\n", a[0] + a[1] + a[2]);
  free(a);
  return 0;
}
