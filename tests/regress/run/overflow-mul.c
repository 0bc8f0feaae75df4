// Signed multiplication overflow in a factorial.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int factorial(int n) {
  int r = 1;
  for (int i = 2; i <= n; i++)
    // CHECK: overflow-mul.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
    r *= i;
  return r;
}

int main(void) {
  printf("%d\n", factorial(12));
  printf("%d\n", factorial(13));
  return 0;
}
