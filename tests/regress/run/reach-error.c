// reach_error() is called (SV-COMP convention).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

void reach_error(void) {}

static int gcd(int a, int b) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  int g = gcd(84, 36);
  printf("%d\n", g);
  if (g != 12)
    return 0;
  // CHECK: reach-error.c:[[@LINE+1]]:{{[0-9]+}}: error: reach-error:
  reach_error();
  return 0;
}
