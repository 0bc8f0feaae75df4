// Twin of leak-lost-in-function.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --implicit-check-not=warning: --input-file %t.err
// CHECK: 285
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int sum_squares(int n) {
  int *tmp = malloc(n * sizeof(int));
  int s = 0;
  for (int i = 0; i < n; i++)
    tmp[i] = i * i;
  for (int i = 0; i < n; i++)
    s += tmp[i];
  free(tmp);
  return s;
}

int main(void) {
  printf("%d\n", sum_squares(10));
  return 0;
}
