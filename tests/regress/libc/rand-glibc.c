// rand and random under `run` give glibc's own sequence (its TYPE_3
// generator): before any srand as after srand(1), srand(0) as srand(1),
// srand(42) as natively, so a program that prints pseudo-random data or
// draws its test data from a seed gives its native output.  Values from
// --random come first, then the generator goes on.
// RUN: %ferret run %s | FileCheck %s
// RUN: %ferret run %s --random 7,8 | FileCheck %s --check-prefix=GIVEN
// CHECK: 1804289383 846930886 71876166 1804289383 1804289383
// GIVEN: 7 8 71876166 1804289383 1804289383
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int a = rand(), b = rand();
  srand(42);
  int c = rand();
  srandom(0);
  long d = random();
  srand(1);
  printf("%d %d %d %ld %d\n", a, b, c, d, rand());
  return 0;
}
