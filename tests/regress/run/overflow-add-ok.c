// Twin of overflow-add.c: unsigned arithmetic wraps around and is defined.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2147483648
// CHECK-NEXT: 0
// CHECK-NEXT: 4294967295
// CHECK-NEXT: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

int main(void) {
  unsigned x = INT_MAX;
  unsigned one = 1;
  unsigned y = x + one;
  printf("%u\n", y);
  unsigned m = UINT_MAX;
  printf("%u\n", m + one);
  unsigned z = 0;
  printf("%u\n", z - one);
  unsigned long long big = ULLONG_MAX;
  printf("%llu\n", big + 1);
  return 0;
}
