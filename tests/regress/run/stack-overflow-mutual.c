// Unbounded mutual recursion is-even/is-odd on a negative number.
// RUN: not %ferret run %s --stack-size 65536 2>&1 | FileCheck %s
// CHECK: error: stack-overflow:
#include <stdio.h>

static int is_odd(int n);

static int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  printf("%d\n", is_even(10));
  printf("%d\n", is_even(-3));
  return 0;
}
