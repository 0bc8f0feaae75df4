// --inputs accepts negative values.
// RUN: %ferret run %s --inputs -5,12 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -5 12 -60
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  printf("%d %d %d\n", a, b, a * b);
  return 0;
}
