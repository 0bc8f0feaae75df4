// Twin of uninit-heap-branch.c: every element is written (calloc would also do).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 5;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = i;
  int evens = 0;
  for (int i = 0; i < n; i++)
    if (a[i] % 2 == 0)
      evens++;
  printf("%d\n", evens);
  free(a);
  return 0;
}
