// malloc'd memory is uninitialised; one element decides a branch.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 5;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n - 1; i++)
    a[i] = i;
  int evens = 0;
  for (int i = 0; i < n; i++)
    // CHECK: uninit-heap-branch.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
    if (a[i] % 2 == 0)
      evens++;
  printf("%d\n", evens);
  free(a);
  return 0;
}
