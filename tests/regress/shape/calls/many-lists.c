// The call cache: one function called on many different lists (and on
// the same list many times).  The cut leaves out the lists the callee
// cannot reach, so the calls on lists of one shape share an entry; the
// results come back into each caller's graph with its other lists as they
// were.  The twin's helper frees a node the caller still uses.
// main has no loop: with the callees' exits grafted back unjoined, every
// combination of make()'s exits (lengths kept exact until its loop joins
// them) was a state of its own and the verifier did not end; the return
// from a summarised call now joins states as a loop head does.
// RUN: %ferret verify %s --engine shape --call-cache isomorphism --timeout 60 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: %ferret verify %s --engine shape --call-cache entailment --timeout 60 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine shape --call-cache isomorphism -DBUG --property %S/../../verify/Inputs/valid-memsafety.prp --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache {{[1-9][0-9]*}} hits
// BUG: RESULT: FALSE(valid-{{deref|free}})
// REPLAY: error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
struct node *make(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->next = head;
    x->data = 1;
    head = x;
  }
  return head;
}
int length(struct node *p) {
  int n = 0;
  for (; p; p = p->next) n++;
  return n;
}
void release(struct node *p) {
  while (p) {
    struct node *next = p->next;
    free(p);
    p = next;
  }
}
int main(void) {
  struct node *a = make();
  struct node *b = make();
  struct node *c = make();
  int total = length(a) + length(b) + length(c) + length(a);
#ifdef BUG
  if (b) {
    release(b->next);
    b->next->data = total;
  }
#endif
  release(a);
  if (b) b->data = total;
  release(b);
  release(c);
  return 0;
}
