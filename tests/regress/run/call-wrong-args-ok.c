// Twin of call-wrong-args.c: the pointer has the function's real type.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int add(int a, int b) { return a + b; }

typedef int (*binary)(int, int);

int main(void) {
  binary f = add;
  int r = f(1, 2);
  printf("%d\n", r);
  return 0;
}
