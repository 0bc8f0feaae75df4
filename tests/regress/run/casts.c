// Conversions between integer and floating types: truncation toward zero,
// sign and zero extension, narrowing, bool conversion, pointer casts.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 13 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -3 3 0
// CHECK-NEXT: 3000000000 -1000000000000000000
// CHECK-NEXT: 123456 123456.00
// CHECK-NEXT: 4294967294 18446744073709551614
// CHECK-NEXT: -2 65534
// CHECK-NEXT: 128 -128 4294967168
// CHECK-NEXT: 89abcdef cdef ef
// CHECK-NEXT: 9007199254740992.0 16777216.0
// CHECK-NEXT: 1 1 0
// CHECK-NEXT: 20
// CHECK-NEXT: 44 33 22 11
// CHECK-NEXT: 10000000000 3333333333.333333
// CHECK-NEXT: 44
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

int main(void) {
  double d = -3.99;
  printf("%d %d %d\n", (int)d, (int)3.99, (int)-0.5);
  printf("%u %lld\n", (unsigned)3e9, (long long)-1e18);
  float f = 123456.789f;
  printf("%d %.2f\n", (int)f, (double)(float)(int)f);
  int neg = -2;
  printf("%u %llu\n", (unsigned)neg, (unsigned long long)neg);
  unsigned short us = 0xfffe;
  printf("%d %d\n", (short)us, (int)us);
  unsigned char uc = 0x80;
  signed char sc = (signed char)uc;
  printf("%d %d %u\n", uc, sc, (unsigned)sc);
  long long big = 0x123456789abcdefLL;
  printf("%x %x %x\n", (unsigned)big, (unsigned short)big, (unsigned char)big);
  printf("%.1f %.1f\n", (double)9007199254740993LL, (float)16777217);
  printf("%d %d %d\n", (_Bool)0.1, (_Bool)-5, (_Bool)0);
  int arr[3] = {10, 20, 30};
  char *bytes = (char *)arr;
  int *back = (int *)(bytes + sizeof(int));
  printf("%d\n", *back);
  uint32_t word = 0x11223344;
  unsigned char *pb = (unsigned char *)&word;
  printf("%02x %02x %02x %02x\n", pb[0], pb[1], pb[2], pb[3]);
  double dd = 1e10;
  long l = (long)dd;
  printf("%ld %f\n", l, (double)l / 3);
  printf("%d\n", (int)(char)300);
  return 0;
}
