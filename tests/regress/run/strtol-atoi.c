// atoi, atol, strtol (bases, end pointer, whitespace, signs), strtoul, abs,
// labs.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 13 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 123 -45 7 0
// CHECK-NEXT: 9876543210 0
// CHECK-NEXT: 31 [ rest]
// CHECK-NEXT: 493 []
// CHECK-NEXT: 16
// CHECK-NEXT: 8
// CHECK-NEXT: -45
// CHECK-NEXT: 1295
// CHECK-NEXT: 0 1
// CHECK-NEXT: 4294967296 1
// CHECK-NEXT: 255
// CHECK-NEXT: 40
// CHECK-NEXT: 5 5 1234567890123 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  printf("%d %d %d %d\n", atoi("123"), atoi("  -45xyz"), atoi("+7"), atoi("abc"));
  printf("%ld %ld\n", atol("9876543210"), atol("-0"));
  char *end;
  long v = strtol("  0x1F rest", &end, 16);
  printf("%ld [%s]\n", v, end);
  v = strtol("0755", &end, 8);
  printf("%ld [%s]\n", v, end);
  v = strtol("0x10", &end, 0);
  printf("%ld\n", v);
  v = strtol("010", &end, 0);
  printf("%ld\n", v);
  v = strtol("-101101", &end, 2);
  printf("%ld\n", v);
  v = strtol("zz", &end, 36);
  printf("%ld\n", v);
  const char *text = "no digits";
  v = strtol(text, &end, 10);
  printf("%ld %d\n", v, end == text);
  unsigned long u = strtoul("4294967296", &end, 10);
  printf("%lu %d\n", u, *end == '\0');
  u = strtoul("ff", NULL, 16);
  printf("%lu\n", u);
  const char *list = "10 20 -30 40";
  const char *p = list;
  long total = 0;
  for (;;) {
    char *next;
    long x = strtol(p, &next, 10);
    if (next == p)
      break;
    total += x;
    p = next;
  }
  printf("%ld\n", total);
  printf("%d %d %ld %ld\n", abs(-5), abs(5), labs(-1234567890123L), labs(0));
  return 0;
}
