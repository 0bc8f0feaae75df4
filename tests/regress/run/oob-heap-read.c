// Reading one element past the end of a heap array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 10;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = i * i;
  // CHECK: oob-heap-read.c:[[@LINE+3]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read
  // CHECK: oob-heap-read.c:[[@LINE-5]]:{{[0-9]+}}: note: {{.*}}allocated
  int last = a[n];
  printf("%d\n", last);
  free(a);
  return 0;
}
