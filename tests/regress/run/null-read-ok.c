// Twin of null-read.c: the pointer is checked before use.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 40
// CHECK-NEXT: missing
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

static int *lookup(int key) {
  static int table[4] = {10, 20, 30, 40};
  if (key >= 0 && key < 4)
    return &table[key];
  return NULL;
}

int main(void) {
  int *p = lookup(3);
  if (p)
    printf("%d\n", *p);
  p = lookup(7);
  if (p)
    printf("%d\n", *p);
  else
    printf("missing\n");
  return 0;
}
