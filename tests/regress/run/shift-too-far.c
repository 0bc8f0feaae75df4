// Shifting a 32-bit int by 32.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static unsigned mask_of(int bits) {
  // CHECK: shift-too-far.c:[[@LINE+1]]:{{[0-9]+}}: error: shift-out-of-range:
  return (1u << bits) - 1u;
}

int main(void) {
  printf("%u\n", mask_of(8));
  printf("%u\n", mask_of(32));
  return 0;
}
