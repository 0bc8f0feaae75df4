// <math.h> in float, double and long double, computed by the host's libm:
// the output is a native run's.  An undefined argument is reported.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DUNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// CHECK: atan 0.7853981633974483 0.785398185 0.785398163397448310
// CHECK: frexp 0.625 4, ldexp 40, modf 0.25 3
// CHECK: lround 3 ilogb 3 fmod 1.5 hypot 5 cbrt 3 remquo 1 q=3
// CHECK: long double 2.718281828459045235
// CHECK: nan 1 round-to-nearest 1
#include <fenv.h>
#include <math.h>
#include <stdio.h>

int main(void) {
#ifdef UNINIT
  double x;
  // UNINIT: math.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  printf("%f\n", sin(x));
#endif
  printf("atan %.16g %.9g %.18Lf\n", atan(1.0), (double)atanf(1.0f), atanl(1.0L));
  int e;
  double frac = frexp(10.0, &e);
  double whole;
  double part = modf(3.25, &whole);
  printf("frexp %g %d, ldexp %g, modf %g %g\n", frac, e, ldexp(5.0, 3), part, whole);
  int q;
  double rq = remquo(10.0, 3.0, &q);
  printf("lround %ld ilogb %d fmod %g hypot %g cbrt %g remquo %g q=%d\n", lround(2.5), ilogb(8.0), fmod(7.5, 3.0),
         hypot(3.0, 4.0), cbrt(27.0), rq, q);
  printf("long double %.18Lf\n", expl(1.0L));
  printf("nan %d round-to-nearest %d\n", isnan(nan("")), fegetround() == FE_TONEAREST);
  return 0;
}
