// Calling through a null function pointer taken from a dispatch table.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

typedef int (*op_fn)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

static op_fn ops[4] = {add, sub};

int main(void) {
  int acc = 10;
  for (int i = 0; i < 3; i++)
    // CHECK: call-null-fp.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-call:
    acc = ops[i](acc, 2);
  printf("%d\n", acc);
  return 0;
}
