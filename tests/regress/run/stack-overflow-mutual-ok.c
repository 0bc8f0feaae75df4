// Twin of stack-overflow-mutual.c: the magnitude is used.
// RUN: %ferret run %s --stack-size 65536 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1
// CHECK-NEXT: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  printf("%d\n", is_even(3));
  return 0;
}
