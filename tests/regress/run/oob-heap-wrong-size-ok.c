// Twin of oob-heap-wrong-size.c: the size is multiplied by sizeof(int).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 10;
  int *a = malloc(n * sizeof *a);
  a[0] = 1;
  a[1] = 2;
  a[2] = 3;
  printf("%d\n", a[0] + a[1] + a[2]);
  free(a);
  return 0;
}
