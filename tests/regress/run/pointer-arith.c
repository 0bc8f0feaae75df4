// Pointer arithmetic inside one array: differences, comparisons, one past
// the end, walking with char pointers, pointers to pointers.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 10 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 8
// CHECK-NEXT: 280
// CHECK-NEXT: 40 30 60
// CHECK-NEXT: 1 1 1
// CHECK-NEXT: 7
// CHECK-NEXT: 30
// CHECK-NEXT: 70 10
// CHECK-NEXT: 99
// CHECK-NEXT: -4
// CHECK-NEXT: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

static void swap(int **a, int **b) {
  int *t = *a;
  *a = *b;
  *b = t;
}

int main(void) {
  int a[8] = {0, 10, 20, 30, 40, 50, 60, 70};
  int *begin = a, *end = a + 8;
  printf("%td\n", end - begin);
  int s = 0;
  for (int *p = begin; p != end; p++)
    s += *p;
  printf("%d\n", s);
  int *mid = begin + (end - begin) / 2;
  printf("%d %d %d\n", *mid, mid[-1], *(mid + 2));
  printf("%d %d %d\n", mid > begin, mid < end, end >= begin + 8);
  const char *str = "pointer";
  const char *c = str;
  while (*c)
    c++;
  printf("%td\n", c - str);
  char *bytes = (char *)&a[2];
  int *again = (int *)(bytes + sizeof(int));
  printf("%d\n", *again);
  int *x = &a[1], *y = &a[7];
  swap(&x, &y);
  printf("%d %d\n", *x, *y);
  int **pp = &x;
  **pp = 99;
  printf("%d\n", a[7]);
  ptrdiff_t back = &a[2] - &a[6];
  printf("%td\n", back);
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int *flat = &m[0][0];
  printf("%d\n", *(flat + 4));
  return 0;
}
