// Globals with nested and designated initialisers, pointers to other
// globals and to functions, tables of strings, zero-initialised globals.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 13 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 2 0 0 5
// CHECK-NEXT: 4
// CHECK-NEXT: bolt 10 3 4
// CHECK-NEXT: nut 2 0 0
// CHECK-NEXT: (null) 0 0 0
// CHECK-NEXT: gear 1 7 0
// CHECK-NEXT: 5 0
// CHECK-NEXT: 40
// CHECK-NEXT: two hi 3
// CHECK-NEXT: 0.50 0.25 0.00
// CHECK-NEXT: 14 21
// CHECK-NEXT: 6
// CHECK-NEXT: 1 q 7 8
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct item {
  const char *name;
  int qty;
  int dims[2];
};

static int counter;
static int values[5] = {1, 2, [4] = 5};
static struct item items[] = {
    {"bolt", 10, {3, 4}},
    {.qty = 2, .name = "nut"},
    [3] = {"gear", 1, {7}},
};
static int *pcounter = &counter;
static int *mid = &values[2];
static const char *const names[] = {"zero", "one", "two"};
static const char greeting[] = "hi";
static double ratios[3] = {0.5, 0.25};

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
static int (*const ops[2])(int) = {twice, thrice};

struct node {
  int v;
  struct node *next;
};
static struct node n3 = {3, 0};
static struct node n2 = {2, &n3};
static struct node n1 = {1, &n2};

static struct {
  int a;
  struct {
    char c;
    short s[2];
  } inner;
} nested = {1, {'q', {7, 8}}};

int main(void) {
  printf("%d %d %d %d %d\n", values[0], values[1], values[2], values[3], values[4]);
  printf("%zu\n", sizeof items / sizeof items[0]);
  for (int i = 0; i < 4; i++)
    printf("%s %d %d %d\n", items[i].name ? items[i].name : "(null)", items[i].qty,
           items[i].dims[0], items[i].dims[1]);
  *pcounter += 5;
  printf("%d %d\n", counter, *mid);
  mid[1] = 40;
  printf("%d\n", values[3]);
  printf("%s %s %zu\n", names[2], greeting, sizeof greeting);
  printf("%.2f %.2f %.2f\n", ratios[0], ratios[1], ratios[2]);
  printf("%d %d\n", ops[0](7), ops[1](7));
  int sum = 0;
  for (struct node *n = &n1; n; n = n->next)
    sum += n->v;
  printf("%d\n", sum);
  printf("%d %c %d %d\n", nested.a, nested.inner.c, nested.inner.s[0], nested.inner.s[1]);
  return 0;
}
