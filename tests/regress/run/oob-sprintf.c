// sprintf writing 11 characters plus NUL into an 8-byte buffer.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  char buf[8];
  int a = 12345, b = 6789;
  // CHECK: oob-sprintf.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  sprintf(buf, "%d-%d", a, b);
  puts(buf);
  return 0;
}
