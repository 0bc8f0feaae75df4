// Structs passed and returned by value, small (register-sized) and large
// (memory), with the callee's changes invisible to the caller.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 6 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 11 22 1
// CHECK-NEXT: 10 60 Sriginal
// CHECK-NEXT: 6 original
// CHECK-NEXT: 6.00 9.00 c a
// CHECK-NEXT: 6 6
// CHECK-NEXT: 42 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct pt {
  int x, y;
};

struct big {
  long a[6];
  char name[12];
};

struct mixed {
  float f;
  double d;
  char c;
};

static struct pt add(struct pt p, struct pt q) {
  struct pt r = {p.x + q.x, p.y + q.y};
  p.x = 999;
  return r;
}

static struct big scale(struct big b, long k) {
  for (int i = 0; i < 6; i++)
    b.a[i] *= k;
  b.name[0] = 'S';
  return b;
}

static struct mixed twice(struct mixed m) {
  m.f *= 2;
  m.d *= 2;
  m.c++;
  return m;
}

int main(void) {
  struct pt a = {1, 2}, b = {10, 20};
  struct pt c = add(a, b);
  printf("%d %d %d\n", c.x, c.y, a.x);
  struct big orig = {{1, 2, 3, 4, 5, 6}, "original"};
  struct big s = scale(orig, 10);
  printf("%ld %ld %s\n", s.a[0], s.a[5], s.name);
  printf("%ld %s\n", orig.a[5], orig.name);
  struct mixed m = {1.5f, 2.25, 'a'};
  struct mixed t = twice(twice(m));
  printf("%.2f %.2f %c %c\n", t.f, t.d, t.c, m.c);
  struct pt arr[3] = {{1, 1}, {2, 2}, {3, 3}};
  struct pt acc = {0, 0};
  for (int i = 0; i < 3; i++)
    acc = add(acc, arr[i]);
  printf("%d %d\n", acc.x, acc.y);
  struct big copy = orig;
  copy.a[0] = 42;
  printf("%ld %ld\n", copy.a[0], orig.a[0]);
  return 0;
}
