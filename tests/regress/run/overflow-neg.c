// Negating INT_MIN overflows (an "absolute value" helper).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

static int my_abs(int x) {
  // CHECK: overflow-neg.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
  return x < 0 ? -x : x;
}

int main(void) {
  printf("%d\n", my_abs(-5));
  printf("%d\n", my_abs(INT_MIN));
  return 0;
}
