// Twin of ptr-subtract.c: both pointers are into the same array.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3 -3 8
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

int main(void) {
  int first[8];
  int *p = &first[2];
  int *q = &first[5];
  ptrdiff_t d = q - p;
  printf("%td %td %td\n", d, p - q, (first + 8) - first);
  return 0;
}
