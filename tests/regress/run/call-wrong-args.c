// Calling a two-argument function through a pointer type with one parameter:
// the callee would read a missing argument.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int add(int a, int b) { return a + b; }

typedef int (*unary)(int);

int main(void) {
  unary f = (unary)add;
  // CHECK: call-wrong-args.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-call:
  int r = f(1);
  printf("%d\n", r);
  return 0;
}
