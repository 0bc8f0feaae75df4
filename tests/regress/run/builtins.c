// Compiler builtins that lower to LLVM intrinsics: byte swaps, bit counts,
// checked arithmetic, expect, memcpy/memset of structs.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 16 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 44332211
// CHECK-NEXT: 0807060504030201
// CHECK-NEXT: cdab
// CHECK-NEXT: 8 64 0
// CHECK-NEXT: 31 8
// CHECK-NEXT: 3 40
// CHECK-NEXT: 63 1
// CHECK-NEXT: 1 -2147483648
// CHECK-NEXT: 0 42
// CHECK-NEXT: 1
// CHECK-NEXT: 0 10000000000
// CHECK-NEXT: 1 4294967295
// CHECK-NEXT: expected
// CHECK-NEXT: 7 9.5 abcde
// CHECK-NEXT: 0 7 abcde
// CHECK-NEXT: 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <limits.h>

struct rec {
  int id;
  double score;
  char tag[6];
};

int main(void) {
  printf("%08x\n", __builtin_bswap32(0x11223344u));
  printf("%016llx\n", (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
  printf("%04x\n", __builtin_bswap16(0xabcd));
  printf("%d %d %d\n", __builtin_popcount(0xf0f0u), __builtin_popcountll(~0ULL), __builtin_popcount(0));
  printf("%d %d\n", __builtin_clz(1u), __builtin_clz(0x00f00000u));
  printf("%d %d\n", __builtin_ctz(8u), __builtin_ctzll(1ULL << 40));
  printf("%d %d\n", __builtin_clzll(1ULL), __builtin_parity(7u));
  int r;
  int of = __builtin_add_overflow(INT_MAX, 1, &r);
  printf("%d %d\n", of, r);
  of = __builtin_add_overflow(40, 2, &r);
  printf("%d %d\n", of, r);
  long long m;
  of = __builtin_mul_overflow(3037000500LL, 3037000500LL, &m);
  printf("%d\n", of);
  of = __builtin_mul_overflow(100000LL, 100000LL, &m);
  printf("%d %lld\n", of, m);
  unsigned u;
  of = __builtin_sub_overflow(0u, 1u, &u);
  printf("%d %u\n", of, u);
  int x = 5;
  if (__builtin_expect(x == 5, 1))
    printf("expected\n");
  struct rec a = {7, 9.5, "abcde"}, b;
  memset(&b, 0, sizeof b);
  memcpy(&b, &a, sizeof a);
  printf("%d %.1f %s\n", b.id, b.score, b.tag);
  struct rec arr[3];
  memset(arr, 0, sizeof arr);
  arr[1] = a;
  memcpy(&arr[2], &arr[1], sizeof arr[1]);
  printf("%d %d %s\n", arr[0].id, arr[2].id, arr[2].tag);
  printf("%d\n", __builtin_constant_p(3) ? 1 : 0);
  return 0;
}
