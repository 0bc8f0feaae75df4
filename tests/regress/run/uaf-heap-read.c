// Reading a heap object after it was freed.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  p[0] = 42;
  free(p);
  int x;
  // CHECK: uaf-heap-read.c:[[@LINE+4]]:7: error: use-after-free:
  // CHECK: uaf-heap-read.c:[[@LINE-5]]:{{[0-9]+}}: note: {{.*}}allocated
  // CHECK: uaf-heap-read.c:[[@LINE-4]]:{{[0-9]+}}: note: {{.*}}freed
  // CHECK: #0 main at {{.*}}uaf-heap-read.c:[[@LINE+1]]:7
  x = *p;
  printf("%d\n", x);
  return 0;
}
