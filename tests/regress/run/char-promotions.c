// char signedness (signed on x86-64), integer promotions of char and short,
// usual arithmetic conversions, ~ on small unsigned types.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 11 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -56 1
// CHECK-NEXT: 200 400
// CHECK-NEXT: -16 240
// CHECK-NEXT: 4294836225
// CHECK-NEXT: 3600000000
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 4294967295
// CHECK-NEXT: 256
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  char c = (char)200;
  printf("%d %d\n", c, c < 0);
  unsigned char uc = 200;
  printf("%d %d\n", uc, uc + uc);
  unsigned char small = 0x0f;
  printf("%d %d\n", ~small, (unsigned char)~small);
  unsigned short us = 65535;
  printf("%u\n", (unsigned)us * us);
  unsigned short a = 60000, b = 60000;
  unsigned int prod = (unsigned)a * b;
  printf("%u\n", prod);
  printf("%d\n", -1 < 0u);
  printf("%ld\n", -1L + 0u);
  printf("%lu\n", 0u - 1ul + 1);
  char letters[4] = {'a', 'b', (char)0xe9, '\0'};
  int negatives = 0;
  for (int i = 0; letters[i]; i++)
    negatives += letters[i] < 0;
  printf("%d\n", negatives);
  signed char sc = -1;
  unsigned u = sc;
  printf("%u\n", u);
  int shifted = (unsigned char)0x80 << 1;
  printf("%d\n", shifted);
  return 0;
}
