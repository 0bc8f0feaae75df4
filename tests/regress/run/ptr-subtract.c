// Subtracting pointers into two different objects (two local arrays).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stddef.h>

int main(void) {
  int first[8];
  int second[8];
  int *p = &first[2];
  int *q = &second[5];
  // CHECK: ptr-subtract.c:[[@LINE+1]]:{{[0-9]+}}: error: pointer-comparison:
  ptrdiff_t d = q - p;
  printf("%td\n", d);
  return 0;
}
