// Shifting by a negative amount.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  int x = 1024;
  int amounts[3] = {2, 0, -1};
  for (int i = 0; i < 3; i++)
    // CHECK: shift-negative.c:[[@LINE+1]]:{{[0-9]+}}: error: shift-out-of-range:
    printf("%d\n", x >> amounts[i]);
  return 0;
}
