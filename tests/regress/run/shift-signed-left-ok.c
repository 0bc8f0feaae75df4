// Twin of shift-signed-left.c: signed left shifts whose result fits, and
// unsigned ones into and past the top bit, are defined.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1073741824 4294967295 2147483648 4611686018427387904 -32
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static volatile int n = 30, m = 31, k = 62;

int main(void) {
  int a = 1 << n;                    // 2^30 fits
  unsigned u = 0xffffffffu << 0;     // unsigned: no rule but the width
  unsigned w = 1u << m;
  long long l = 1LL << k;
  int neg = -2 * (1 << 4);           // a negative result of a valid shift
  printf("%d %u %u %lld %d\n", a, u, w, l, neg);
  return 0;
}
