// Shifts: logical, arithmetic right shift of negative values, 64-bit shifts,
// shift counts held in variables.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 11 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 00000002 40000000
// CHECK-NEXT: -16 -1
// CHECK-NEXT: -1099511627776 -1048576
// CHECK-NEXT: 1
// CHECK-NEXT: 2097152
// CHECK-NEXT: 4398046511104
// CHECK-NEXT: 9223372036854775808
// CHECK-NEXT: 3840 15
// CHECK-NEXT: 34567812
// CHECK-NEXT: 00000000deadbeef cafebabe00000000
// CHECK-NEXT: 2147483648
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

int main(void) {
  unsigned u = 0x80000001u;
  printf("%08x %08x\n", u << 1, u >> 1);
  int neg = -256;
  printf("%d %d\n", neg >> 4, neg >> 31);
  long long nl = -(1LL << 40);
  printf("%lld %lld\n", nl, nl >> 20);
  uint64_t one = 1;
  for (int s = 0; s < 64; s += 21)
    printf("%llu\n", (unsigned long long)(one << s));
  unsigned char c = 0xf0;
  printf("%d %d\n", c << 4, c >> 4);
  unsigned rot = 0x12345678u;
  int k = 8;
  unsigned r = (rot << k) | (rot >> (32 - k));
  printf("%08x\n", r);
  uint64_t x = 0xdeadbeefcafebabeULL;
  printf("%016llx %016llx\n", (unsigned long long)(x >> 32), (unsigned long long)(x << 32));
  int amount = 31;
  printf("%u\n", 1u << amount);
  return 0;
}
