// Twin of overflow-mul.c: 13! fits in a long long.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 479001600
// CHECK-NEXT: 6227020800
// CHECK-NEXT: 2432902008176640000
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static long long factorial(int n) {
  long long r = 1;
  for (int i = 2; i <= n; i++)
    r *= i;
  return r;
}

int main(void) {
  printf("%lld\n", factorial(12));
  printf("%lld\n", factorial(13));
  printf("%lld\n", factorial(20));
  return 0;
}
