// Integer division by zero (average of an empty range).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int average(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  // CHECK: div-zero.c:[[@LINE+1]]:12: error: division-by-zero:
  return s / n;
}

int main(void) {
  int v[3] = {3, 6, 9};
  printf("%d\n", average(v, 3));
  printf("%d\n", average(v, 0));
  return 0;
}
