// strncpy with n larger than the destination (it pads with NULs up to n).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

int main(void) {
  char dst[8];
  const char *src = "abc";
  // CHECK: oob-strncpy.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  strncpy(dst, src, 16);
  printf("%s\n", dst);
  return 0;
}
