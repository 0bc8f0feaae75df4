// --print-inputs reports the nondeterministic values that were used.
// The program itself prints no numbers.
// RUN: %ferret run %s --inputs 4242,1337 --print-inputs 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: 4242
// CHECK: 1337
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  puts(a > b ? "first is larger" : "second is larger");
  return 0;
}
