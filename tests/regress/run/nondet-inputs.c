// __VERIFIER_nondet_int() returns the values given with --inputs, in order.
// RUN: %ferret run %s --inputs 3,7 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: a=3 b=7
// CHECK-NEXT: sum=10
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  printf("a=%d b=%d\n", a, b);
  printf("sum=%d\n", a + b);
  return 0;
}
