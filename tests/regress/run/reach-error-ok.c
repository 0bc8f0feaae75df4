// Twin of reach-error.c: reach_error() is only called on a wrong result.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 12
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
    reach_error();
  return 0;
}
