// Off-by-one loop writing past the end of a heap array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 8;
  long *a = malloc(n * sizeof(long));
  for (int i = 0; i <= n; i++)
    // CHECK: oob-heap-write.c:[[@LINE+3]]:{{[0-9]+}}: error: out-of-bounds:
    // CHECK-SAME: write
    // CHECK: oob-heap-write.c:[[@LINE-4]]:{{[0-9]+}}: note: {{.*}}allocated
    a[i] = i;
  printf("%ld\n", a[n - 1]);
  free(a);
  return 0;
}
