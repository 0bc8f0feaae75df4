// Twin of invalid-free-interior.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(10 * sizeof(int));
  p[1] = 5;
  int *second = p + 1;
  printf("%d\n", *second);
  free(second - 1);
  return 0;
}
