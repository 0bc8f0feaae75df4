// float and double arithmetic, printed with %.6f, %g and %e; float precision
// versus double precision; conversions between them.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 14 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0.333333 0.333333
// CHECK-NEXT: 0.3333333433 0.3333333333
// CHECK-NEXT: 0
// CHECK-NEXT: 2.928968
// CHECK-NEXT: 1.0000001 0
// CHECK-NEXT: 0.99999999999999989 0
// CHECK-NEXT: 100000 1e+06 0.0001 1e-05
// CHECK-NEXT: 1.234568e+04 -1.230000E-04
// CHECK-NEXT: 6.022e+23 3 0.3
// CHECK-NEXT: 1.414213562373095
// CHECK-NEXT: -0.000000 0.000000
// CHECK-NEXT: 16777216.0 16777217.0
// CHECK-NEXT: 3.3 1e+301
// CHECK-NEXT: 3.50 -3.50 3.00
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  float f = 1.0f / 3.0f;
  double d = 1.0 / 3.0;
  printf("%.6f %.6f\n", f, d);
  printf("%.10f %.10f\n", f, d);
  printf("%d\n", (double)f == d);
  double acc = 0;
  for (int i = 1; i <= 10; i++)
    acc += 1.0 / i;
  printf("%.6f\n", acc);
  float fs = 0;
  for (int i = 0; i < 10; i++)
    fs += 0.1f;
  printf("%.7f %d\n", fs, fs == 1.0f);
  double ds = 0;
  for (int i = 0; i < 10; i++)
    ds += 0.1;
  printf("%.17g %d\n", ds, ds == 1.0);
  printf("%g %g %g %g\n", 100000.0, 1000000.0, 0.0001, 0.00001);
  printf("%e %E\n", 12345.678, -0.000123);
  printf("%.3e %.0f %.1f\n", 6.02214076e23, 2.75, 0.26);
  double x = 2.0;
  for (int i = 0; i < 5; i++)
    x = (x + 2.0 / x) / 2.0;
  printf("%.15f\n", x);
  printf("%f %f\n", -0.0, 1e-7);
  float big = 16777216.0f;
  printf("%.1f %.1f\n", big + 1.0f, (double)big + 1.0);
  printf("%g %g\n", 3.0 * 1.1, 1e300 * 10);
  printf("%.2f %.2f %.2f\n", 7.0 / 2, -7.0 / 2, (double)(7 / 2));
  return 0;
}
