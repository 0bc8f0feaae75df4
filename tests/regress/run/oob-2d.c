// Row index one too large in a 2-D local array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  int m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = r * 4 + c;
  int trace = 0;
  for (int k = 0; k < 4; k++)
    // CHECK: oob-2d.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
    trace += m[k][k];
  printf("%d\n", trace);
  return 0;
}
