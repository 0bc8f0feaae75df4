// Twin of oob-global-read.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 41
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int primes[6] = {2, 3, 5, 7, 11, 13};

int main(void) {
  int sum = 0;
  for (unsigned i = 0; i < sizeof primes / sizeof(int); i++)
    sum += primes[i];
  printf("%d\n", sum);
  return 0;
}
