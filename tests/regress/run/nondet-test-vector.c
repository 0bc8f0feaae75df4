// --test-vector reads the nondet values from an SV-COMP test-format XML file
// (Inputs/nondet-test-vector.xml holds 12, -4, 100).
// RUN: %ferret run %s --test-vector %S/Inputs/nondet-test-vector.xml > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 12 -4 100
// CHECK-NEXT: sum 108
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  printf("%d %d %d\n", a, b, c);
  printf("sum %d\n", a + b + c);
  return 0;
}
