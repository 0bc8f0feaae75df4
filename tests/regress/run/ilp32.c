// The ILP32 data model (--32): 4-byte long and pointers, i386 headers.
// RUN: not %ferret run --32 %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// CHECK: 4 4 12
// CHECK-NEXT: -35|7|(nil)
// ERR: ilp32.c:[[@LINE+12]]:{{[0-9]+}}: error: out-of-bounds: write of 4 bytes at offset 12 of heap block of 12 bytes
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long *p = malloc(3 * sizeof(long));
  printf("%zu %zu %ld\n", sizeof(long), sizeof(void *), (long)sizeof(long double));
  p[0] = -5;
  p[1] = 7;
  p[2] = p[0] * p[1];
  char buf[32];
  snprintf(buf, sizeof buf, "%ld|%lu|%p", p[2], (unsigned long)p[1], (void *)0);
  puts(buf);
  p[3] = 1;
  return 0;
}
