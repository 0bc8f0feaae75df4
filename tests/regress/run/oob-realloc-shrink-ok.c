// Twin of oob-realloc-shrink.c: only the kept prefix is used; contents survive.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *a = malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    a[i] = i;
  a = realloc(a, 4 * sizeof(int));
  printf("%d\n", a[3] + a[2]);
  free(a);
  return 0;
}
