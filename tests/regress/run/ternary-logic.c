// Ternary operator, short-circuit && and || with side effects, logical not
// and the comma operator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 10 3
// CHECK-NEXT: 0 1
// CHECK-NEXT: 1 1
// CHECK-NEXT: 0 3
// CHECK-NEXT: 1 0 1
// CHECK-NEXT: 7 7
// CHECK-NEXT: odd
// CHECK-NEXT: 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int calls;

static int trace(int v) {
  calls++;
  return v;
}

int main(void) {
  int x = 5;
  int y = x > 3 ? x * 2 : x - 2;
  int z = x < 3 ? x * 2 : x - 2;
  printf("%d %d\n", y, z);
  calls = 0;
  int r1 = trace(0) && trace(1);
  printf("%d %d\n", r1, calls);
  calls = 0;
  int r2 = trace(1) || trace(0);
  printf("%d %d\n", r2, calls);
  calls = 0;
  int r3 = trace(1) && trace(2) && trace(0) && trace(3);
  printf("%d %d\n", r3, calls);
  printf("%d %d %d\n", !0, !7, !!7);
  int c = (x++, x++, x);
  printf("%d %d\n", c, x);
  const char *s = x % 2 ? "odd" : "even";
  printf("%s\n", s);
  int nested = x > 10 ? 1 : x > 5 ? 2 : 3;
  printf("%d\n", nested);
  return 0;
}
