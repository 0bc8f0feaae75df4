// C11 6.5.7p4: E1 << E2 with a signed E1 is undefined when E1 is negative
// or E1 * 2^E2 does not fit the (promoted) type.  UBSan reports both
// (shift-base); Ferret said nothing, as Clang emits the same `shl` as for
// an unsigned operand.  Each case runs with its own -D.
// RUN: not %ferret run %s -DOVER 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: not %ferret run %s -DSIGNBIT 2>&1 | FileCheck %s --check-prefix=SIGNBIT
// RUN: not %ferret run %s -DNEGATIVE 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not %ferret run %s -DCOMPOUND 2>&1 | FileCheck %s --check-prefix=COMPOUND
// RUN: not %ferret run %s -DMACRO 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: not %ferret run %s -DCHAR 2>&1 | FileCheck %s --check-prefix=CHAR
// OVER: shift-signed-left.c:[[#@LINE+15]]:{{[0-9]+}}: error: signed-overflow: signed 32-bit << overflows (3 << 30)
// SIGNBIT: error: signed-overflow: signed 32-bit << overflows (1 << 31)
// NEGATIVE: error: shift-out-of-range: left shift of the negative value -1 (by 1)
// COMPOUND: error: signed-overflow: signed 64-bit << overflows (2 << 62)
// MACRO: error: signed-overflow: signed 32-bit << overflows (65536 << 16)
// CHAR: error: shift-out-of-range: left shift of the negative value -2 (by 3)
#include <stdio.h>

#define TWICE_SHIFTED(x, n) ((x) << (n) << (n))

static volatile int n30 = 30, n31 = 31, one = 1, three = 3, minus = -1;

int main(void) {
  int r = 0;
#if defined(OVER)
  r = three << n30;
#elif defined(SIGNBIT)
  r = one << n31;
#elif defined(NEGATIVE)
  r = minus << one;
#elif defined(COMPOUND)
  long v = 2;
  v <<= n31 + n31;
  r = (int)v;
#elif defined(MACRO)
  r = TWICE_SHIFTED(one, 16);
#elif defined(CHAR)
  signed char c = -2;
  r = c << 3;  // promoted to int: still negative
#endif
  printf("%d\n", r);
  return 0;
}
