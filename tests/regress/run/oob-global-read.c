// Reading past the end of a global table (one past the end).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int primes[6] = {2, 3, 5, 7, 11, 13};

int main(void) {
  int sum = 0;
  for (unsigned i = 0; i < sizeof primes / sizeof(int) + 1; i++)
    // CHECK: oob-global-read.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
    // CHECK-SAME: read
    sum += primes[i];
  printf("%d\n", sum);
  return 0;
}
