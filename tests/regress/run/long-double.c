// long double (x87 80-bit on x86-64) arithmetic and printing.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0.333333
// CHECK-NEXT: 1.5961632439
// CHECK-NEXT: 10000000000000000000
// CHECK-NEXT: 0.250 -4.500
// CHECK-NEXT: 0.333333 1
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1.23457e+08 5.000000e-01
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  long double third = 1.0L / 3.0L;
  printf("%.6Lf\n", third);
  long double sum = 0;
  for (int i = 1; i <= 20; i++)
    sum += 1.0L / (i * (long double)i);
  printf("%.10Lf\n", sum);
  long double big = 1e19L;
  unsigned long long u = (unsigned long long)big;
  printf("%llu\n", u);
  printf("%.3Lf %.3Lf\n", (long double)2 / 8, -1.5L * 3);
  double d = (double)third;
  printf("%.6f %d\n", d, (long double)d != third);
  long double prec = 1.0L + 1e-18L;
  printf("%d %d\n", prec > 1.0L, (double)prec > 1.0);
  printf("%Lg %Le\n", 123456789.0L, 0.5L);
  return 0;
}
