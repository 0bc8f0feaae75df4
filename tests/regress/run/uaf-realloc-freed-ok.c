// Twin of uaf-realloc-freed.c: realloc without the preceding free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: x
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *p = malloc(16);
  p[0] = 'x';
  p = realloc(p, 64);
  printf("%c\n", p[0]);
  free(p);
  return 0;
}
