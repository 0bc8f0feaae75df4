// Unbounded recursion (the base case can never be reached for odd n).
// RUN: not %ferret run %s --stack-size 65536 2>&1 | FileCheck %s
// CHECK: stack-overflow.c:{{[0-9]+}}:{{[0-9]+}}: error: stack-overflow:
// CHECK: #0 count_down at {{.*}}stack-overflow.c:
#include <stdio.h>

static int count_down(int n) {
  if (n == 0)
    return 0;
  return 1 + count_down(n - 2);
}

int main(void) {
  printf("%d\n", count_down(7));
  return 0;
}
