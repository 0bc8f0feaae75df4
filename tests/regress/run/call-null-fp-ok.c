// Twin of call-null-fp.c: empty table slots are skipped.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 10
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

typedef int (*op_fn)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

static op_fn ops[4] = {add, sub};

int main(void) {
  int acc = 10;
  for (int i = 0; i < 3; i++)
    if (ops[i])
      acc = ops[i](acc, 2);
  printf("%d\n", acc);
  return 0;
}
