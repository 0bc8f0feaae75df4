// strtol, strtod and atoi read as far as the C library does: the number
// and the byte that ends it, not the rest of the string (a number inside
// an unterminated buffer is fine when a non-number byte ends it; the
// models read the whole string before, which reported an overrun and made
// a parser converting numbers in a large buffer quadratic).  strlen still
// reports the byte past an unterminated buffer and an uninitialised byte.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DPAST_END 2>&1 | FileCheck %s --check-prefix=PAST_END
// RUN: not %ferret run %s -DUNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret run %s -DNUMBER 2>&1 | FileCheck %s --check-prefix=NUMBER
// CHECK: 12 3.5 -7 end 2 0x1p+4 len 5
// PAST_END: error: out-of-bounds: {{.*}}strlen
// UNINIT: error: uninitialized-value: strlen reads an uninitialised byte
// NUMBER: error: out-of-bounds: {{.*}}strtol
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char a[3] = {'1', '2', ','};
  char b[4] = {'3', '.', '5', ' '};
  char c[3] = {'-', '7', ';'};
  char *end;
  long x = strtol(a, &end, 10);
  double y = strtod(b, 0);
  int z = atoi(c);
  double h = strtod("0x10p0", 0);
  printf("%ld %g %d end %d %a len %zu\n", x, y, z, (int)(end - a), h, strlen("hello"));
#ifdef PAST_END
  char d[4] = {'a', 'b', 'c', 'd'};
  printf("%zu\n", strlen(d));
#endif
#ifdef UNINIT
  char e[8];
  e[0] = 'a';
  printf("%zu\n", strlen(e));
#endif
#ifdef NUMBER
  char f[2] = {'4', '2'};
  printf("%ld\n", strtol(f, 0, 10));
#endif
  return 0;
}
