// Two translation units: the helper lives in Inputs/multi-file-helper.c.
// RUN: %ferret run %s %S/Inputs/multi-file-helper.c > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: scale(7) = 21
// CHECK-NEXT: counter = 2
// CHECK-NEXT: greeting = hello from helper
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int scale(int x);
extern int helper_counter;
extern const char *helper_greeting(void);

int main(void) {
  printf("scale(7) = %d\n", scale(7));
  scale(1);
  printf("counter = %d\n", helper_counter);
  printf("greeting = %s\n", helper_greeting());
  return 0;
}
