// __VERIFIER_assume(1) lets the run continue.
// RUN: %ferret run %s --inputs 15 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: before 15
// CHECK-NEXT: after
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  printf("before %d\n", x);
  __VERIFIER_assume(x > 10);
  printf("after\n");
  return 0;
}
