// With --nondet zero and no --inputs every nondet value is 0.
// RUN: %ferret run %s --nondet zero > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 0 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  unsigned b = __VERIFIER_nondet_uint();
  long c = __VERIFIER_nondet_long();
  printf("%d %u %ld\n", a, b, c);
  return 0;
}
