// memcpy of 16 bytes into an 8-byte heap block.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  long src[2] = {1, 2};
  char *dst = malloc(8);
  // CHECK: oob-memcpy.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  memcpy(dst, src, sizeof src);
  printf("%d\n", dst[0]);
  free(dst);
  return 0;
}
