// Twin of overflow-neg.c: the magnitude is computed as unsigned.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// CHECK-NEXT: 2147483648
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

static unsigned my_abs(int x) {
  return x < 0 ? 0u - (unsigned)x : (unsigned)x;
}

int main(void) {
  printf("%u\n", my_abs(-5));
  printf("%u\n", my_abs(INT_MIN));
  return 0;
}
