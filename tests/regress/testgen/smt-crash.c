// Z3 4.8.12 crashes (a segmentation fault in Spacer's fixedpoint query)
// on the Horn clauses of this list with a sentinel node: testgen ran the
// SMT engine in its own process and died with it, no table and no
// reduced suite.  The engine now runs in a child process, as `verify`'s
// portfolio runs it: the goal's reason names the failure and the run goes
// on.  (Whether Z3 gets as far as the crash depends on its time slices:
// at --timeout 12 it did in every run on this machine; the checks hold
// either way.)
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --32 --fql 'COVER EDGES(INTERSECT(@CALL(reach_error), @LINE(44)))' --out %t.suite --timeout 12 --quiet > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: smt-crash.c:44:{{[0-9]+}}: call of reach_error
// CHECK: goals: 1; covered 0,
// CHECK: tests: 0 found, 0 after reduction
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#include <stdlib.h>
struct node { struct node *next, *prev; int mark; };
int main(void) {
  struct node *nil = malloc(sizeof *nil);
  nil->next = nil->prev = 0;
  nil->mark = 1;
  struct node *head = malloc(sizeof *head);
  head->next = head->prev = nil;
  head->mark = 1;
  struct node *end = head;
  while (__VERIFIER_nondet_int()) {
    end->next = malloc(sizeof *end);
    end->next->prev = end;
    end = end->next;
    end->next = nil;
    if (__VERIFIER_nondet_int()) {
      end->mark = 1;
    } else {
      end->mark = 0;
      end->next = malloc(sizeof *end);
      end->next->prev = end;
      end = end->next;
      end->next = nil;
      end->mark = 1;
    }
    if (end->mark != 1) reach_error();
    if (end->next != nil) reach_error();
    if (end == nil) reach_error();
  }
  return 0;
}
