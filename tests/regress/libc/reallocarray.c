// reallocarray: realloc of n * size bytes; an overflowing product is
// NULL with ENOMEM and leaves the block as it was.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DOVER 2>&1 | FileCheck %s --check-prefix=OVER
// CHECK: 3 7 1 12
// OVER: error: out-of-bounds
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *a = reallocarray(NULL, 2, sizeof(int));
  a[0] = 3;
  a = reallocarray(a, 4, sizeof(int));
  a[3] = 7;
  int *b = reallocarray(a, SIZE_MAX / 2, 4);
  printf("%d %d %d %d\n", a[0], a[3], b == NULL && errno == ENOMEM, ENOMEM);
#ifdef OVER
  a[4] = 1;
#endif
  free(a);
  return 0;
}
