// A helper allocates a scratch buffer and returns without freeing it.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// CHECK: error: memory-leak:
#include <stdio.h>
#include <stdlib.h>

static int sum_squares(int n) {
  int *tmp = malloc(n * sizeof(int));
  int s = 0;
  for (int i = 0; i < n; i++)
    tmp[i] = i * i;
  for (int i = 0; i < n; i++)
    s += tmp[i];
  return s;
}

int main(void) {
  printf("%d\n", sum_squares(10));
  return 0;
}
