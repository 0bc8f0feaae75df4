// Every construct Ferret cannot run is reported with its source location:
// an instruction (inline assembly) where it is reached, a type the front
// end cannot lower where it is used.
// RUN: not %ferret run %s 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: not %ferret run %s -DWIDE 2>&1 | FileCheck %s --check-prefix=WIDE
#include <stdio.h>

int main(void) {
#ifdef WIDE
  // WIDE: unsupported-location.c:[[@LINE+1]]:{{[0-9]+}}: unsupported: integer type wider than 128 bits
  _ExtInt(200) big = 1;
  printf("%d\n", (int)big);
#else
  // ASM: unsupported-location.c:[[@LINE+1]]:{{[0-9]+}}: {{.*}}inline assembly
  __asm__ volatile("nop");
#endif
  return 0;
}
