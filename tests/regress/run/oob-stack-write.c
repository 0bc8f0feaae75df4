// Off-by-one loop writing past the end of a local array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  int before = 1;
  int a[10];
  int after = 2;
  for (int i = 0; i <= 10; i++)
    // CHECK: oob-stack-write.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
    // CHECK-SAME: write
    a[i] = 0;
  printf("%d %d %d\n", before, a[9], after);
  return 0;
}
