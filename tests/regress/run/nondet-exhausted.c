// When --inputs runs out, --nondet zero supplies 0 for the rest.
// RUN: %ferret run %s --inputs 5 --nondet zero > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5 0 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  printf("%d %d %d\n", a, b, c);
  return 0;
}
