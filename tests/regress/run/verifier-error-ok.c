// Twin of verifier-error.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 30
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

extern void __VERIFIER_error(void);

int main(void) {
  unsigned x = 0;
  for (int i = 0; i < 10; i++)
    x += 3;
  if (x != 30)
    __VERIFIER_error();
  printf("%u\n", x);
  return 0;
}
