// Integer types of every width: ranges, wraparound of unsigned types and
// truncating conversions (LP64).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 11 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -128 255
// CHECK-NEXT: -32768 65535
// CHECK-NEXT: -2147483648 4294967295
// CHECK-NEXT: -9223372036854775808 18446744073709551615
// CHECK-NEXT: -9223372036854775808 18446744073709551615
// CHECK-NEXT: 0 0 0 0 0
// CHECK-NEXT: -56 -25536 -1294967296
// CHECK-NEXT: 255 4464 4294967294 18446744073709551613
// CHECK-NEXT: -4294967296
// CHECK-NEXT: 18446744065119617025
// CHECK-NEXT: ffffffffffffffff 9223372036854775807
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
  signed char sc = SCHAR_MIN;
  unsigned char uc = UCHAR_MAX;
  short ss = SHRT_MIN;
  unsigned short us = USHRT_MAX;
  int si = INT_MIN;
  unsigned ui = UINT_MAX;
  long sl = LONG_MIN;
  unsigned long ul = ULONG_MAX;
  long long sll = LLONG_MIN;
  unsigned long long ull = ULLONG_MAX;
  printf("%d %u\n", sc, uc);
  printf("%d %u\n", ss, us);
  printf("%d %u\n", si, ui);
  printf("%ld %lu\n", sl, ul);
  printf("%lld %llu\n", sll, ull);
  uc++;
  us++;
  ui++;
  ul++;
  ull++;
  printf("%u %u %u %lu %llu\n", uc, us, ui, ul, ull);
  int8_t i8 = (int8_t)200;
  int16_t i16 = (int16_t)40000;
  int32_t i32 = (int32_t)3000000000u;
  uint8_t u8 = (uint8_t)-1;
  uint16_t u16 = (uint16_t)70000;
  uint32_t u32 = (uint32_t)-2;
  uint64_t u64 = (uint64_t)-3;
  printf("%d %d %d\n", i8, i16, i32);
  printf("%u %u %u %llu\n", u8, u16, u32, (unsigned long long)u64);
  long long mix = (long long)si * 2 + ui;
  printf("%lld\n", mix);
  unsigned long long prod = (unsigned long long)UINT_MAX * UINT_MAX;
  printf("%llu\n", prod);
  int64_t neg = -1;
  uint64_t asu = (uint64_t)neg;
  printf("%llx %lld\n", (unsigned long long)asu, (long long)(asu >> 1));
  return 0;
}
