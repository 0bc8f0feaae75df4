// INT_MIN / -1 overflows.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

int main(void) {
  int num = INT_MIN;
  int den = -1;
  // CHECK: overflow-div.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
  int q = num / den;
  printf("%d\n", q);
  return 0;
}
