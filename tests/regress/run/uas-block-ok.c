// Twin of uas-block.c: x lives in the enclosing scope.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1
// CHECK-NEXT: 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int *p;
  int x = 1;
  {
    p = &x;
    printf("%d\n", *p);
  }
  *p = 2;
  printf("%d\n", x);
  return 0;
}
