// memcpy reading from a freed heap block.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *src = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    src[i] = i + 1;
  int dst[4];
  free(src);
  // CHECK: uaf-memcpy.c:[[@LINE+3]]:{{[0-9]+}}: error: use-after-free:
  // CHECK: uaf-memcpy.c:[[@LINE-6]]:{{[0-9]+}}: note: {{.*}}allocated
  // CHECK: uaf-memcpy.c:[[@LINE-3]]:{{[0-9]+}}: note: {{.*}}freed
  memcpy(dst, src, sizeof dst);
  printf("%d\n", dst[0] + dst[3]);
  return 0;
}
