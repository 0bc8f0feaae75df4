// --nondet random --seed N is reproducible: two runs with the same seed
// see the same nondeterministic values.
// RUN: %ferret run %s --nondet random --seed 7 > %t.out1 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %ferret run %s --nondet random --seed 7 > %t.out2 2>/dev/null
// RUN: diff %t.out1 %t.out2
// RUN: FileCheck %s --match-full-lines --input-file %t.out1
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK:      {{-?[0-9]+}}
// CHECK-NEXT: {{-?[0-9]+}}
// CHECK-NEXT: {{-?[0-9]+}}
// CHECK-NEXT: {{[0-9]+}}
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  for (int i = 0; i < 3; i++)
    printf("%d\n", __VERIFIER_nondet_int());
  printf("%u\n", __VERIFIER_nondet_uint());
  return 0;
}
