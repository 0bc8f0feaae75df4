// Twin of shift-too-far.c: the full-width mask is special-cased.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 255
// CHECK-NEXT: 4294967295
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static unsigned mask_of(int bits) {
  if (bits >= 32)
    return ~0u;
  return (1u << bits) - 1u;
}

int main(void) {
  printf("%u\n", mask_of(8));
  printf("%u\n", mask_of(32));
  return 0;
}
