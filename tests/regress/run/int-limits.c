// <limits.h> and <stdint.h> limits printed with the matching formats.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 9 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 8 127 -128
// CHECK-NEXT: 32767 65535
// CHECK-NEXT: 2147483647 4294967295
// CHECK-NEXT: 9223372036854775807 18446744073709551615
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: -9223372036854775808 18446744073709551615
// CHECK-NEXT: ffffffff -32768 255
// CHECK-NEXT: 18446744073709551615 9223372036854775807
// CHECK-NEXT: 9223372036854775807 18446744073709551615
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <inttypes.h>

int main(void) {
  printf("%d %d %d\n", CHAR_BIT, SCHAR_MAX, CHAR_MIN);
  printf("%d %d\n", SHRT_MAX, USHRT_MAX);
  printf("%d %u\n", INT_MAX, UINT_MAX);
  printf("%ld %lu\n", LONG_MAX, ULONG_MAX);
  printf("%lld\n", LLONG_MIN);
  printf("%" PRId64 " %" PRIu64 "\n", INT64_MIN, UINT64_MAX);
  printf("%" PRIx32 " %" PRId16 " %" PRIu8 "\n", UINT32_MAX, INT16_MIN, (uint8_t)UINT8_MAX);
  printf("%zu %td\n", SIZE_MAX, PTRDIFF_MAX);
  printf("%" PRIdPTR " %" PRIuMAX "\n", INTPTR_MAX, UINTMAX_MAX);
  return 0;
}
