// Twin of uaf-realloc-old.c: only the new pointer is used; contents survive.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 2 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *old = malloc(2 * sizeof(int));
  old[0] = 1;
  old[1] = 2;
  int *grown = realloc(old, 1000 * sizeof(int));
  if (!grown)
    return 1;
  grown[999] = 3;
  printf("%d %d %d\n", grown[0], grown[1], grown[999]);
  free(grown);
  return 0;
}
