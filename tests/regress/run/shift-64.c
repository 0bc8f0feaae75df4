// Shifting a 64-bit value by 64.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  unsigned long long v = 0x8000000000000000ull;
  int total = 0;
  for (int s = 0; s <= 64; s += 16)
    // CHECK: shift-64.c:[[@LINE+1]]:{{[0-9]+}}: error: shift-out-of-range:
    total += (int)(v >> s & 1);
  printf("%d\n", total);
  return 0;
}
