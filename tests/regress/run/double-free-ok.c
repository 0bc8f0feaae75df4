// Twin of double-free.c: the pointer is nulled after free, and free(NULL) is a no-op.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: a
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *p = malloc(10);
  p[0] = 'a';
  printf("%c\n", p[0]);
  free(p);
  p = NULL;
  free(p);
  return 0;
}
