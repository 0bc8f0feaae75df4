// Twin of overflow-div.c: INT_MIN / 1 and (INT_MIN + 1) / -1 are fine.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -2147483648 2147483647
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

int main(void) {
  int num = INT_MIN;
  int den = -1;
  int q1 = num / -den;
  int q2 = (num + 1) / den;
  printf("%d %d\n", q1, q2);
  return 0;
}
