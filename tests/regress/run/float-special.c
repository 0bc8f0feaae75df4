// Infinities, NaN comparisons, signed zero, float-to-int of in-range values,
// float equality pitfalls. (Floating-point division by zero is not an
// integer division-by-zero.)
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: inf -inf
// CHECK-NEXT: 0 1 0
// CHECK-NEXT: 1 1
// CHECK-NEXT: 1 -inf -0.0
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 1 1
// CHECK-NEXT: inf -inf
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  double zero = 0.0;
  double inf = 1.0 / zero;
  double ninf = -1.0 / zero;
  double nan = zero / zero;
  printf("%f %f\n", inf, ninf);
  printf("%d %d %d\n", nan == nan, nan != nan, nan < 1.0);
  printf("%d %d\n", inf > 1e308, ninf < -1e308);
  double nz = -0.0;
  printf("%d %.1f %.1f\n", nz == 0.0, 1.0 / nz, nz);
  float big = 3.4e38f;
  float over = big * 10.0f;
  printf("%f\n", over);
  printf("%d\n", inf - inf != inf - inf);
  double tiny = 4.9406564584124654e-324;
  printf("%d %d\n", tiny > 0, tiny / 2 == 0);
  printf("%g %g\n", 1e308 * 10, -1e308 * 10);
  return 0;
}
