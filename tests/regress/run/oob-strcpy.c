// strcpy of a 5-character string into a 5-byte buffer: the NUL does not fit.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[5];
  // CHECK: oob-strcpy.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  strcpy(buf, "hello");
  printf("%s\n", buf);
  return 0;
}
