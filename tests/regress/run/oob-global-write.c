// Off-by-one write into a global buffer (the terminator does not fit).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

char digits[10];
int guard = 7;

int main(void) {
  int i;
  for (i = 0; i < 10; i++)
    digits[i] = '0' + i;
  // CHECK: oob-global-write.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  digits[i] = '\0';
  printf("%s %d\n", digits, guard);
  return 0;
}
