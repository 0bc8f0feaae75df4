// The long double (x86_fp80) arithmetic intrinsics Clang emits: a multiply-add
// contracted into fmuladd, and __builtin fabs/floor/sqrt/copysign/fma.
// RUN: %ferret run %s | FileCheck %s
// CHECK: v=123.000000
// CHECK: fabs=2.500000 floor=-3.000000 ceil=-2.000000 sqrt=1.414214
// CHECK: fma=7.000000 copysign=-1.500000 trunc=-2.000000
// CHECK: float sin=0.841471 double exp=2.718282
#include <stdio.h>

int main(void) {
  long double v = 0;
  const char *digits = "123";
  for (const char *p = digits; *p; ++p) v = v * 10.0 + (*p - '0');
  printf("v=%Lf\n", v);
  long double x = -2.5L;
  printf("fabs=%Lf floor=%Lf ceil=%Lf sqrt=%Lf\n", __builtin_fabsl(x), __builtin_floorl(x), __builtin_ceill(x),
         __builtin_sqrtl(2.0L));
  printf("fma=%Lf copysign=%Lf trunc=%Lf\n", __builtin_fmal(2.0L, 3.0L, 1.0L), __builtin_copysignl(1.5L, x),
         __builtin_truncl(x));
  float f = 1.0f;
  double d = 1.0;
  printf("float sin=%f double exp=%f\n", __builtin_sinf(f), __builtin_exp(d));
  return 0;
}
