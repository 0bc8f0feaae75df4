// Bit-fields that Clang keeps in a 3-byte unit (i24): storing the unit must
// not touch the byte after it, nor loading it read that byte.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5 9 7
// STATUS: exit=0
#include <stdio.h>

struct s {
  unsigned a : 12;
  unsigned b : 12;
  unsigned char c;
};

int main(void) {
  struct s x;
  x.c = 7;
  x.a = 5;
  x.b = 9;
  printf("%u %u %u\n", x.a, x.b, x.c);
  return 0;
}
