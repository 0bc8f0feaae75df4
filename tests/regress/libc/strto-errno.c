// strtol, strtoul, strtod and atoi report out-of-range values in errno as
// glibc does; programs test `errno == ERANGE` after them.  Ferret once left
// errno alone, so such a check never fired.
// RUN: %ferret run %s | FileCheck %s
// CHECK: strtol 9223372036854775807 34
// CHECK: strtol small 42 0
// CHECK: strtoul 18446744073709551615 34
// CHECK: strtod inf 34
// CHECK: strtod 1.5 0
// CHECK: atoi -1 34
// CHECK: strtol base 0 22
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  errno = 0;
  long l = strtol("99999999999999999999", 0, 10);
  printf("strtol %ld %d\n", l, errno);
  errno = 0;
  l = strtol("42", 0, 10);
  printf("strtol small %ld %d\n", l, errno);
  errno = 0;
  unsigned long u = strtoul("99999999999999999999", 0, 10);
  printf("strtoul %lu %d\n", u, errno);
  errno = 0;
  double d = strtod("1e999", 0);
  printf("strtod %g %d\n", d, errno);
  errno = 0;
  d = strtod("1.5", 0);
  printf("strtod %g %d\n", d, errno);
  errno = 0;
  int i = atoi("99999999999999999999");
  printf("atoi %d %d\n", i, errno);
  errno = 0;
  l = strtol("12", 0, 99);
  printf("strtol base %ld %d\n", l, errno);
  return 0;
}
