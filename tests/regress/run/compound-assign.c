// All compound assignment operators, increments and decrements, on int,
// unsigned, pointers and doubles.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 17 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 105
// CHECK-NEXT: 95
// CHECK-NEXT: 285
// CHECK-NEXT: 71
// CHECK-NEXT: 1
// CHECK-NEXT: 8
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 52
// CHECK-NEXT: 203
// CHECK-NEXT: 4294967295
// CHECK-NEXT: 2.75
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: 5 7 7 5 5
// CHECK-NEXT: c
// CHECK-NEXT: 26 13
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int x = 100;
  x += 5;  printf("%d\n", x);
  x -= 10; printf("%d\n", x);
  x *= 3;  printf("%d\n", x);
  x /= 4;  printf("%d\n", x);
  x %= 7;  printf("%d\n", x);
  x <<= 3; printf("%d\n", x);
  x >>= 1; printf("%d\n", x);
  x &= 0xc; printf("%d\n", x);
  x |= 0x30; printf("%d\n", x);
  x ^= 0xff; printf("%d\n", x);
  unsigned u = 1;
  u -= 2;  printf("%u\n", u);
  double d = 1.5;
  d *= 4;  d -= 0.5; d /= 2; printf("%.2f\n", d);
  int arr[5] = {1, 2, 3, 4, 5};
  int *p = arr;
  p += 3;  printf("%d\n", *p);
  p -= 2;  printf("%d\n", *p);
  int i = 5;
  int a = i++;
  int b = ++i;
  int c = i--;
  int e = --i;
  printf("%d %d %d %d %d\n", a, b, c, e, i);
  char ch = 'a';
  ch += 2;
  printf("%c\n", ch);
  arr[1] *= arr[2] += 10;
  printf("%d %d\n", arr[1], arr[2]);
  return 0;
}
