// <fenv.h>: the exception flags the program's own floating operations
// raise (division by zero, invalid, overflow, inexact), tested, cleared,
// saved and restored, also by <math.h> calls; the rounding mode changes
// what the program's arithmetic, its conversions and printf give.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DMISUSE 2>&1 | FileCheck %s --check-prefix=MISUSE
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=VERIFY
// CHECK: start 0
// CHECK-NEXT: div 1 inexact 0
// CHECK-NEXT: cleared 0
// CHECK-NEXT: invalid 1 overflow 1
// CHECK-NEXT: log0 1 sqrt-1 1
// CHECK-NEXT: held 0 restored 1
// CHECK-NEXT: flag-object 1
// CHECK-NEXT: raise 1
// CHECK-NEXT: up 0.33333333333333337034 down 0.33333333333333331483 bad-mode 1
// CHECK-NEXT: env-keeps-mode 1 default-env 1
// CHECK-NEXT: inexact 1
// MISUSE: error: uninitialized-value: fesetexceptflag reads an uninitialised byte of its argument
// VERIFY: RESULT: TRUE
#include <fenv.h>
#include <math.h>
#include <stdio.h>

volatile double zero = 0.0, one = 1.0, big = 1e308, third;

int main(void) {
  feclearexcept(FE_ALL_EXCEPT);
  printf("start %d\n", fetestexcept(FE_ALL_EXCEPT) != 0);
  double d = one / zero;
  printf("div %d inexact %d\n", fetestexcept(FE_DIVBYZERO) != 0, fetestexcept(FE_INEXACT) != 0);
  feclearexcept(FE_DIVBYZERO);
  printf("cleared %d\n", fetestexcept(FE_DIVBYZERO) != 0);
  d = zero / zero;
  d = big * big;
  printf("invalid %d overflow %d\n", fetestexcept(FE_INVALID) != 0, fetestexcept(FE_OVERFLOW) != 0);
  feclearexcept(FE_ALL_EXCEPT);
  d = log(zero);
  int l = fetestexcept(FE_DIVBYZERO) != 0;
  d = sqrt(-one);
  printf("log0 %d sqrt-1 %d\n", l, fetestexcept(FE_INVALID) != 0);
  fenv_t env;
  feholdexcept(&env);
  int held = fetestexcept(FE_ALL_EXCEPT) != 0;
  fesetenv(&env);
  printf("held %d restored %d\n", held, fetestexcept(FE_INVALID) != 0);
  fexcept_t saved;
#ifdef MISUSE
  fexcept_t unset;
  fesetexceptflag(&unset, FE_ALL_EXCEPT);
#endif
  fegetexceptflag(&saved, FE_INVALID);
  feclearexcept(FE_ALL_EXCEPT);
  fesetexceptflag(&saved, FE_INVALID);
  printf("flag-object %d\n", fetestexcept(FE_INVALID) != 0);
  feclearexcept(FE_ALL_EXCEPT);
  feraiseexcept(FE_OVERFLOW);
  printf("raise %d\n", fetestexcept(FE_OVERFLOW) != 0);
  fesetround(FE_UPWARD);
  double up = one / 3.0;
  fesetround(FE_DOWNWARD);
  double down = one / 3.0;
  int bad = fesetround(12345) != 0;
  fesetround(FE_TONEAREST);
  printf("up %.20f down %.20f bad-mode %d\n", up, down, bad);
  fesetround(FE_TOWARDZERO);
  fegetenv(&env);
  fesetround(FE_TONEAREST);
  fesetenv(&env);
  int kept = fegetround() == FE_TOWARDZERO;
  fesetenv(FE_DFL_ENV);
  printf("env-keeps-mode %d default-env %d\n", kept, fegetround() == FE_TONEAREST);
  third = one / 3.0;
  printf("inexact %d\n", fetestexcept(FE_INEXACT) != 0);
  return d != d ? 0 : 0;
}
