// Hand-written bit tricks: population count, bit reversal, rotations,
// lowest set bit, power-of-two tests, Gray code.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 32 13
// CHECK-NEXT: 80000000 1e6a2c48
// CHECK-NEXT: 00000003 12345678 56781234
// CHECK-NEXT: 8 96
// CHECK-NEXT: 011010001
// CHECK-NEXT: 0 1 3 2 6 7 5 4
// CHECK-NEXT: 8040201008040201
// CHECK-NEXT: -4 15
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

static int popcount(uint32_t x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

static uint32_t reverse(uint32_t x) {
  uint32_t r = 0;
  for (int i = 0; i < 32; i++) {
    r = (r << 1) | (x & 1);
    x >>= 1;
  }
  return r;
}

static uint32_t rotl(uint32_t x, unsigned k) { return (x << (k & 31)) | (x >> ((32 - k) & 31)); }

int main(void) {
  printf("%d %d %d\n", popcount(0), popcount(0xffffffffu), popcount(0x12345678u));
  printf("%08x %08x\n", reverse(1u), reverse(0x12345678u));
  printf("%08x %08x %08x\n", rotl(0x80000001u, 1), rotl(0x12345678u, 0), rotl(0x12345678u, 16));
  uint32_t v = 0x68;
  printf("%u %u\n", v & -v, v & (v - 1));
  for (uint32_t n = 0; n <= 8; n++)
    printf("%u", n && !(n & (n - 1)));
  printf("\n");
  for (unsigned i = 0; i < 8; i++)
    printf(i ? " %u" : "%u", i ^ (i >> 1));
  printf("\n");
  uint64_t mask = 0;
  for (int i = 0; i < 64; i += 9)
    mask |= 1ULL << i;
  printf("%016llx\n", (unsigned long long)mask);
  int32_t neg = -8;
  printf("%d %u\n", neg >> 1, (uint32_t)neg >> 28);
  return 0;
}
