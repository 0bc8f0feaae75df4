// Calling an external function that has no model and no definition is an
// input error (exit status 2) naming the function.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --input-file %t.err
// CHECK: unsupported{{.*}}frobnicate
// CHECK: exit=2
#include <stdio.h>

extern int frobnicate(int);

int main(void) {
  printf("start\n");
  int r = frobnicate(1);
  printf("%d\n", r);
  return 0;
}
