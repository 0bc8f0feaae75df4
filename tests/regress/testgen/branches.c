// testgen reaches every branch of a program with nested conditions on
// magic values, a loop over a nondet bound, a switch and a list built from
// inputs (none infeasible); `ferret cover` of the suite it writes agrees
// with its account, and so does gcov on a native build running the suite.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 60 2> %t.log > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: goals: 26; covered 26, infeasible 0, unknown 0 (100.00 % covered, 100.00 % of the feasible)
// The reduced suite is what is written.
// RUN: { grep -o '[0-9]* after reduction' %t.out; ls %t.suite | grep -c '^testcase-'; } | FileCheck %s --check-prefix=COUNT
// COUNT: [[N:[0-9]+]] after reduction
// COUNT-NEXT: [[N]]
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// LOG: testgen: test 1 (random,
// The magic values random inputs miss are found by the engines (which of
// them first depends on the CPU time each slice gets).
// LOG: testgen: goal {{[0-9]+}}/26 {{.*}}branches.c:{{[0-9:]+}} if true: covered by test {{[0-9]+}} ({{explore|shape|smt}})
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s --check-prefix=COVER
// COVER-NOT: not covered
// COVER: branches 26 / 26 100.00 %
// RUN: python3 %S/Inputs/gcov_agree.py %ferret %s %t.suite | FileCheck %s --check-prefix=GCOV
// GCOV: gcov: 26 of 26 branch outcomes taken, the same as ferret cover
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

struct node {
  int data;
  struct node *next;
};

int classify(int x, int y) {
  if (x > 1000) {
    if (y == x * 3 + 7)
      return 2;
    if (x % 1000 == 999)
      return 9;
    return 1;
  }
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  int c = classify(x, y);
  unsigned n = __VERIFIER_nondet_uint() % 8;
  unsigned sum = 0;
  for (unsigned i = 0; i < n; i++) {
    sum += i;
    if (i == 6)
      sum += 100;
  }
  switch (sum) {
    case 0: c += 1; break;
    case 6: c += 2; break;
    case 121: c += 3; break;
    default: break;
  }
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *p = malloc(sizeof *p);
    p->data = __VERIFIER_nondet_int();
    p->next = head;
    head = p;
  }
  int big = 0;
  for (struct node *p = head; p; p = p->next)
    if (p->data > 100 && p->data % 7 == 3)
      big++;
  if (big == 3)
    c = -c;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return c;
}
