// Integer remainder by zero.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  int buckets = 0;
  int keys[3] = {17, 4, 9};
  int hist[8] = {0};
  for (int i = 0; i < 3; i++)
    // CHECK: mod-zero.c:[[@LINE+1]]:{{[0-9]+}}: error: division-by-zero:
    hist[keys[i] % buckets]++;
  printf("%d\n", hist[0]);
  return 0;
}
