// Sequences of goals over a list of unbounded length, which the explicit
// engine's search never finishes.  The shape engine follows a sequence's
// automaton (its state part of the abstract state): after the last node
// (`if true`) the walk ends, so no decision of line 39 follows it — the
// three such pairs are proved infeasible by the shape engine (before, it
// took goals of one edge only, and they stayed unknown or went to the SMT
// engine, whose Z3 crashed on some).  The others are covered.
// RUN: rm -rf %t.suite %t.passing
// RUN: %ferret testgen %s --out %t.suite --timeout 20 --fql 'COVER EDGES(@LINE(39)) -> EDGES(@LINE(39))' 2>/dev/null | FileCheck %s
// CHECK: sequence-lists.c:39:17: if true -> {{.*}}sequence-lists.c:39: line {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: sequence-lists.c:39:17: if true -> {{.*}}sequence-lists.c:39:17: if true {{ *}}infeasible {{ *}}shape
// CHECK-NEXT: sequence-lists.c:39:17: if true -> {{.*}}sequence-lists.c:39:17: if false {{ *}}infeasible {{ *}}shape
// CHECK: goals: 9; covered 6, infeasible 3, unknown 0
// RUN: %ferret cover %s --tests %t.suite --fql 'COVER EDGES(@LINE(39)) -> EDGES(@LINE(39))' | FileCheck %s --check-prefix=COVER
// COVER: goals 6 / 9
// A goal with a PASSING pattern, which the shape engine does not follow
// (its automaton accepts a path only where it ends: line 42 must never
// come): line 47 lies behind a search that runs off the list's end into a
// null dereference (no node holds -1).  The shape engine's one run over
// all goals never reaches line 47's probe, and no path over the edges it
// reached is accepted: proved infeasible (before, only goals of one edge
// were so proved, and this one stayed unknown).
// RUN: %ferret testgen %s --out %t.passing --timeout 10 --fql 'COVER "@LINE(47)" PASSING ^NOT(@LINE(42))*$' 2>/dev/null | FileCheck %s --check-prefix=PASSING
// PASSING: "EDGES(@LINE(47))" passing ^EDGES(NOT(@LINE(42)))*$ {{ *}}infeasible {{ *}}shape
// PASSING: goals: 1; covered 0, infeasible 1, unknown 0
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *head = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    n->v = 0;
    head = n;
  }
  int last = 0, inner = 0;
  for (struct node *p = head; p; p = p->next) {
    if (p->next == 0)
      last++;
    else
      inner++;
  }
  struct node *q = head;
  while (q->v != -1)
    q = q->next;
  if (last > inner)
    return 1;
  return 0;
}
