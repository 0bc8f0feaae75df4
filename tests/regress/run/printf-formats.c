// printf conversions, flags, widths and precisions; checked with exact
// whitespace.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --strict-whitespace --input-file %t.out
// RUN: count 17 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK:-42 42 42
// CHECK-NEXT:ff FF 10 0xff 010
// CHECK-NEXT:aB!
// CHECK-NEXT:str|     right|left      |tru|
// CHECK-NEXT:   42|42   |00042|+42| 42|
// CHECK-NEXT:03.14|   2.718|-1.3    |+10|
// CHECK-NEXT:1.234500e+03|1.23e-04|0.0001234|1.23457e+08|1E-10
// CHECK-NEXT:-1234567890123 -9000000000000000000 18000000000000000000
// CHECK-NEXT:4 -3 -56 4464 44
// CHECK-NEXT:100%|%d
// CHECK-NEXT:     7|8   |3.14
// CHECK-NEXT:deadbeef CAFEBABE 100
// CHECK-NEXT:[  x][y  ]
// CHECK-NEXT:5e+10|3.|0.1428571429
// CHECK-NEXT:-003.500|+5    |0
// CHECK-NEXT:abc
// CHECK-NEXT:4
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

int main(void) {
  printf("%d %i %u\n", -42, 42, 42u);
  printf("%x %X %o %#x %#o\n", 255, 255, 8, 255, 8);
  printf("%c%c%c\n", 'a', 66, '!');
  printf("%s|%10s|%-10s|%.3s|\n", "str", "right", "left", "truncated");
  printf("%5d|%-5d|%05d|%+d|% d|\n", 42, 42, 42, 42, 42);
  printf("%05.2f|%8.3f|%-8.1f|%+.0f|\n", 3.14159, 2.71828, -1.26, 9.6);
  printf("%e|%.2e|%g|%g|%G\n", 1234.5, 0.000123, 0.0001234, 123456789.0, 1e-10);
  printf("%ld %lld %llu\n", -1234567890123L, -9000000000000000000LL, 18000000000000000000ULL);
  printf("%zu %td %hhd %hd %hhu\n", sizeof(int), (ptrdiff_t)-3, (signed char)200, (short)70000, (unsigned char)300);
  printf("100%%|%%d\n");
  printf("%*d|%-*d|%.*f\n", 6, 7, 4, 8, 2, 3.14159);
  printf("%lx %llX %lo\n", 0xdeadbeefUL, 0xcafebabeULL, 64UL);
  printf("[%3c][%-3c]\n", 'x', 'y');
  printf("%.0e|%#.0f|%.10g\n", 5e10, 3.0, 1.0 / 7);
  printf("%08.3f|%-+6d|%x\n", -3.5, 5, 0u);
  int r = printf("abc\n");
  printf("%d\n", r);
  return 0;
}
