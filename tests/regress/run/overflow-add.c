// Signed addition overflow: INT_MAX + 1.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

int main(void) {
  int x = INT_MAX;
  int one = 1;
  // CHECK: overflow-add.c:[[@LINE+1]]:13: error: signed-overflow:
  int y = x + one;
  printf("%d\n", y);
  return 0;
}
