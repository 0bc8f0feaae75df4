// 64-bit signed overflow: LLONG_MAX + 1 via increment.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

int main(void) {
  long long counter = LLONG_MAX - 2;
  for (int i = 0; i < 5; i++)
    // CHECK: overflow-ll.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
    counter++;
  printf("%lld\n", counter);
  return 0;
}
