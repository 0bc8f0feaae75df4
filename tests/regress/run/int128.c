// __int128 arithmetic, printed as two 64-bit halves.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: hi=fffffffffffffffe lo=0000000000000001
// CHECK-NEXT: hi=0000001000000000 lo=0000000000003039
// CHECK-NEXT: hi=0000000004189374 lo=bc6a7ef9db22d0f1
// CHECK-NEXT: hi=0000000000000000 lo=00000000000002d1
// CHECK-NEXT: -9586981 6db6db6db6db6db7
// CHECK-NEXT: 1 -1
// CHECK-NEXT: hi=00000d13f6370f96 lo=865df5dd54000000
// CHECK-NEXT: 14379386343318 16
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

static void print_u128(unsigned __int128 v) {
  printf("hi=%016llx lo=%016llx\n", (unsigned long long)(v >> 64),
         (unsigned long long)v);
}

int main(void) {
  unsigned __int128 a = (unsigned __int128)UINT64_MAX * UINT64_MAX;
  print_u128(a);
  unsigned __int128 b = ((unsigned __int128)1 << 100) + 12345;
  print_u128(b);
  print_u128(b / 1000);
  print_u128(b % 1000);
  __int128 c = -((__int128)1 << 90);
  __int128 d = c / 7;
  printf("%lld %llx\n", (long long)(d >> 64), (unsigned long long)d);
  printf("%d %d\n", c < 0, (int)(c >> 127));
  unsigned __int128 f = 1;
  for (int i = 1; i <= 30; i++)
    f *= (unsigned)i;
  print_u128(f);
  unsigned long long q = (unsigned long long)(f / ((unsigned __int128)1 << 64));
  printf("%llu %zu\n", q, sizeof(__int128));
  return 0;
}
