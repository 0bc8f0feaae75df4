// Signed subtraction overflow: INT_MIN - 1 while computing differences.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <limits.h>

int main(void) {
  int v[3] = {5, INT_MIN, 1};
  for (int i = 0; i < 2; i++) {
    // CHECK: overflow-sub.c:[[@LINE+1]]:{{[0-9]+}}: error: signed-overflow:
    int d = v[i] - v[i + 1];
    printf("%d\n", d);
  }
  return 0;
}
