// Compound literals: scalars, arrays, structs, passed to functions, taken by
// address, and modified.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 11
// CHECK-NEXT: 26
// CHECK-NEXT: 0 9 0
// CHECK-NEXT: 3 7
// CHECK-NEXT: ok
// CHECK-NEXT: 0 0
// CHECK-NEXT: 1 10
// CHECK-NEXT: 24
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct pt {
  int x, y;
};

static int dot(struct pt a, struct pt b) { return a.x * b.x + a.y * b.y; }

static int sum(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

int main(void) {
  printf("%d\n", dot((struct pt){1, 2}, (struct pt){3, 4}));
  printf("%d\n", sum((int[]){5, 6, 7, 8}, 4));
  int *p = (int[3]){0};
  p[1] = 9;
  printf("%d %d %d\n", p[0], p[1], p[2]);
  struct pt *q = &(struct pt){.y = 7};
  q->x += 3;
  printf("%d %d\n", q->x, q->y);
  const char *s = (const char[]){'o', 'k', '\0'};
  printf("%s\n", s);
  for (int i = 0; i < 2; i++) {
    struct pt *r = &(struct pt){i, i * 10};
    printf("%d %d\n", r->x, r->y);
  }
  printf("%zu\n", sizeof((double[]){1, 2, 3}));
  return 0;
}
