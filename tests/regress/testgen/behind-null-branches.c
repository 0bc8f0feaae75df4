// Branches past a null dereference: the search for '<' runs off the end
// of a list none of whose nodes holds it (the input loop ruled it out), so
// every branch after the search is infeasible, and so is the search's
// exit.  One run of the shape engine's verifier over all goals at once,
// abstracting the list and ending each path at its error as a test's run
// ends, reaches none of their probes: each is proved infeasible, in well
// under a second (before, each goal's own attempts shared the time, and
// they stayed unknown).  The suite covers the rest.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 4 2>/dev/null | FileCheck %s
// CHECK: behind-null-branches.c:35:15: while false {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:37:7: if true {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:37:7: if false {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:40:10: && true {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:40:10: && false {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:40:17: && true {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: behind-null-branches.c:40:17: && false {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: goals: 12; covered 5, infeasible 7, unknown 0 (41.67 % covered, 100.00 % of the feasible)
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s --check-prefix=COVER
// COVER: branches 5 / 12
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int c; };
int main(void) {
  struct node *head = 0;
  do {
    struct node *n = malloc(sizeof *n);
    n->c = __VERIFIER_nondet_int();
    while (n->c == '<')
      n->c = __VERIFIER_nondet_int();
    n->next = head;
    head = n;
  } while (__VERIFIER_nondet_int());
  struct node *p = head;
  while (p->c != '<')
    p = p->next;
  if (p->next)
    p = p->next;
  int k = 0;
  while (p && k < 3)
    p = p->next, k++;
  return k;
}
