// __VERIFIER_assume(0) ends the run silently: no error, exit status 0, and
// nothing after it executes.
// RUN: %ferret run %s --inputs 5 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out --implicit-check-not=after
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: before 5
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}

int main(void) {
  int x = __VERIFIER_nondet_int();
  printf("before %d\n", x);
  fflush(stdout);
  __VERIFIER_assume(x > 10);
  printf("after\n");
  reach_error();
  return 0;
}
