// sizeof and alignment on LP64 x86-64: scalar types, pointers, structs
// with padding, arrays, VLAs, expressions (unevaluated).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 12 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 2 4 8 8
// CHECK-NEXT: 4 8 16
// CHECK-NEXT: 8 8 8
// CHECK-NEXT: 8 24 3 4
// CHECK-NEXT: 8 16
// CHECK-NEXT: 8 1
// CHECK-NEXT: 40 10
// CHECK-NEXT: 7 168
// CHECK-NEXT: 4 0
// CHECK-NEXT: 1 8
// CHECK-NEXT: 8
// CHECK-NEXT: 4 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char x, y, z; };
struct d { int i; char tail[]; };

int main(void) {
  printf("%zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long));
  printf("%zu %zu %zu\n", sizeof(float), sizeof(double), sizeof(long double));
  printf("%zu %zu %zu\n", sizeof(void *), sizeof(int (*)(void)), sizeof(size_t));
  printf("%zu %zu %zu %zu\n", sizeof(struct a), sizeof(struct b), sizeof(struct c), sizeof(struct d));
  printf("%zu %zu\n", offsetof(struct b, d), offsetof(struct b, e));
  printf("%zu %zu\n", _Alignof(double), _Alignof(struct c));
  int arr[10];
  printf("%zu %zu\n", sizeof arr, sizeof arr / sizeof arr[0]);
  int n = 7;
  char vla[n];
  double vla2[n][3];
  printf("%zu %zu\n", sizeof vla, sizeof vla2);
  int k = 0;
  size_t s = sizeof(k++);
  printf("%zu %d\n", s, k);
  printf("%zu %zu\n", sizeof(int8_t), sizeof(uint64_t));
  printf("%zu\n", sizeof(1 ? 'a' : 0L));
  printf("%zu %zu\n", sizeof 'a', sizeof "four");
  return 0;
}
