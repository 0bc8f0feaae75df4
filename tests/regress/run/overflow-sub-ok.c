// Twin of overflow-sub.c: the differences are computed in long long.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2147483653
// CHECK-NEXT: -2147483649
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

int main(void) {
  int v[3] = {5, INT_MIN, 1};
  for (int i = 0; i < 2; i++) {
    long long d = (long long)v[i] - v[i + 1];
    printf("%lld\n", d);
  }
  return 0;
}
