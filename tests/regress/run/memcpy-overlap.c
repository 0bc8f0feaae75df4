// memcpy with overlapping source and destination (shifting an array left).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  // CHECK: memcpy-overlap.c:[[@LINE+1]]:{{[0-9]+}}: error: memcpy-overlap:
  memcpy(a, a + 2, 6 * sizeof(int));
  printf("%d %d\n", a[0], a[5]);
  return 0;
}
