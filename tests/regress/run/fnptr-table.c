// Function pointers: tables of them, passing and returning them, pointers
// to functions stored in structs and compared for equality.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 9 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: + 14
// CHECK-NEXT: - -14
// CHECK-NEXT: * 60
// CHECK-NEXT: M 5
// CHECK-NEXT: 1
// CHECK-NEXT: 13 42
// CHECK-NEXT: 60
// CHECK-NEXT: 1 0
// CHECK-NEXT: -9
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }

static const struct {
  char sym;
  binop fn;
} ops[] = {{'+', add}, {'-', sub}, {'*', mul}, {'M', maxi}};

static binop lookup(char sym) {
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].sym == sym)
      return ops[i].fn;
  return 0;
}

static int fold(binop f, const int *v, int n, int init) {
  int acc = init;
  for (int i = 0; i < n; i++)
    acc = f(acc, v[i]);
  return acc;
}

static int (*choose(int which))(int, int) {
  return which ? mul : add;
}

int main(void) {
  int v[5] = {3, 1, 4, 1, 5};
  const char *syms = "+-*M";
  for (const char *s = syms; *s; s++)
    printf("%c %d\n", *s, fold(lookup(*s), v, 5, *s == '*' ? 1 : 0));
  printf("%d\n", lookup('?') == 0);
  printf("%d %d\n", choose(0)(6, 7), choose(1)(6, 7));
  binop table[2][2] = {{add, sub}, {mul, maxi}};
  int total = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      total += table[i][j](10, 3);
  printf("%d\n", total);
  printf("%d %d\n", lookup('+') == add, lookup('-') == add);
  int (*pf)(int, int) = &sub;
  printf("%d\n", (*pf)(1, 10));
  return 0;
}
