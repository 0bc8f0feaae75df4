// INT_MIN % -1 is undefined as well (the quotient is not representable).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

int main(void) {
  int num = INT_MIN;
  int den = -1;
  // CHECK: overflow-mod.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
  int r = num % den;
  printf("%d\n", r);
  return 0;
}
