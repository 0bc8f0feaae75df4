// Reading one past the end of a local array through a helper.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i <= n; i++)
    // CHECK: oob-stack-read.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
    s += a[i];
  return s;
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  printf("%d\n", sum(a, 5));
  // CHECK: call stack:
  // CHECK-NEXT: #0 sum at
  // CHECK-NEXT: #1 main at {{.*}}oob-stack-read.c:[[@LINE-3]]:
  return 0;
}
