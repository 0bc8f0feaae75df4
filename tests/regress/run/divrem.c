// Signed and unsigned division and remainder, all sign combinations.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 11 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 7 / 2 = 3, 7 % 2 = 1
// CHECK-NEXT: -7 / 2 = -3, -7 % 2 = -1
// CHECK-NEXT: 7 / -2 = -3, 7 % -2 = 1
// CHECK-NEXT: -7 / -2 = 3, -7 % -2 = -1
// CHECK-NEXT: 429496729 5
// CHECK-NEXT: 2147483644 1
// CHECK-NEXT: -9223371972 -291172003
// CHECK-NEXT: 6148914691236517205 615
// CHECK-NEXT: 128 -2
// CHECK-NEXT: 32768
// CHECK-NEXT: 0 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int a[4] = {7, -7, 7, -7};
  int b[4] = {2, 2, -2, -2};
  for (int i = 0; i < 4; i++)
    printf("%d / %d = %d, %d %% %d = %d\n", a[i], b[i], a[i] / b[i], a[i], b[i], a[i] % b[i]);
  unsigned u = 4294967295u;
  printf("%u %u\n", u / 10u, u % 10u);
  unsigned m = (unsigned)-7;
  printf("%u %u\n", m / 2u, m % 2u);
  long long big = -9223372036854775807LL;
  printf("%lld %lld\n", big / 1000000007LL, big % 1000000007LL);
  unsigned long long ubig = 18446744073709551615ULL;
  printf("%llu %llu\n", ubig / 3ULL, ubig % 1000ULL);
  signed char sc = -128;
  printf("%d %d\n", sc / -1, sc % 3);
  short s = -32768;
  printf("%d\n", s / -1);
  int q = 0, r = 0;
  for (int n = -5; n <= 5; n += 5) {
    q += n / 3;
    r += n % 3;
  }
  printf("%d %d\n", q, r);
  return 0;
}
