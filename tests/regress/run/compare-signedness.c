// Comparisons with the usual arithmetic conversions between signed and
// unsigned operands.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 9 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1 1 0 0 0 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int minus_one = -1;
  unsigned one = 1;
  long lminus = -1;
  unsigned long lone = 1;
  printf("%d\n", minus_one < (int)one);
  printf("%d\n", (unsigned)minus_one < one);
  printf("%d\n", minus_one < one);
  printf("%d\n", lminus < (long)one);
  printf("%d\n", lminus < lone);
  printf("%d\n", minus_one < (long)sizeof(int));
  unsigned char uc = 200;
  signed char sc = -56;
  printf("%d %d\n", uc == (unsigned char)sc, uc == sc);
  short s = -1;
  unsigned short us = 65535;
  printf("%d\n", s == us);
  long long a = 5, b = 7;
  printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b, a != b);
  return 0;
}
