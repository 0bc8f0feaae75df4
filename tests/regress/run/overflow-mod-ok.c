// Twin of overflow-mod.c: remainders with negative operands.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -2 0 -8
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

int main(void) {
  int num = INT_MIN;
  int den = -3;
  int r = num % den;
  long long big = num;
  printf("%d %lld %d\n", r, big % -1, num % 10);
  return 0;
}
