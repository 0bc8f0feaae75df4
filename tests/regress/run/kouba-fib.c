// Kouba's Fibonacci printer: reads n and prints the first n Fibonacci
// numbers, one per line.
// RUN: echo 10 | %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 10 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: echo 1 | %ferret run %s 2>/dev/null > %t.one
// RUN: FileCheck %s --check-prefix=ONE --match-full-lines --input-file %t.one
// RUN: count 1 < %t.one
// RUN: echo 0 | %ferret run %s 2>/dev/null | count 0
// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 5
// CHECK-NEXT: 8
// CHECK-NEXT: 13
// CHECK-NEXT: 21
// CHECK-NEXT: 34
// ONE: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int n;
  if (scanf("%d", &n) != 1)
    return 1;
  unsigned long a = 0, b = 1;
  for (int i = 0; i < n; i++) {
    printf("%lu\n", a);
    unsigned long t = a + b;
    a = b;
    b = t;
  }
  return 0;
}
