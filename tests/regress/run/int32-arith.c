// The loop's copy of the integer handlers for 32-bit operands (loop.cpp,
// FERRET_BINARY with constant shifts) keeps the general path's results and
// checks: values at the edges of int and unsigned wrap or not as natively,
// and signed +, - and * that overflow are reported.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: not %ferret run %s -D ADD 2>&1 | FileCheck %s --check-prefix=ADD
// RUN: not %ferret run %s -D SUB 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not %ferret run %s -D MUL 2>&1 | FileCheck %s --check-prefix=MUL
// CHECK: 2147483647 -2147483648 1 1 2147395600 -2147483646
// CHECK-NEXT: 2147483646 -2147483647 46340
// ADD: error: signed-overflow: signed 32-bit + overflows (2147483646 + 2)
// SUB: error: signed-overflow: signed 32-bit - overflows (-2147483647 - 2)
// MUL: error: signed-overflow: signed 32-bit * overflows (46340 * 46342)
#include <limits.h>
#include <stdio.h>
int main(int argc, char **argv) {
  (void)argv;
  int x = INT_MAX - 2 + argc, y = INT_MIN + 2 - argc;
  unsigned u = UINT_MAX - 1 + argc;
  int m = 46339 + argc;
  printf("%d %d %u %u %d %d\n", x + 1, y - 1, u + 2, 0u - u, m * m, -x * 1);
#ifdef ADD
  x = x + 2;
#endif
#ifdef SUB
  y = y - 2;
#endif
#ifdef MUL
  m = m * (m + 2);
#endif
  printf("%d %d %d\n", x, y, m);
  return 0;
}
