// The call cache's miss limit (Predator's): helpers on one global
// doubly linked list with a sentinel see the whole list in every call's
// cut, so nearly every call is a new entry and the cache only multiplies
// the states (without the limit the verifier does not end).  After
// --call-cache-misses misses in a row a function is inlined.  The twin
// frees a node twice.
// RUN: %ferret verify %s --engine shape --call-cache isomorphism --timeout 60 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: %ferret verify %s --engine shape --call-cache entailment --timeout 60 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine shape --call-cache entailment -DBUG --property %S/../../verify/Inputs/valid-memsafety.prp --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache
// BUG: RESULT: FALSE(valid-free)
// REPLAY: error: double-free
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link {
  struct link *next, *prev;
};
struct node {
  struct link link;
  int value;
};
static struct link head = {&head, &head};
static void unlink_(struct link *l) {
  l->prev->next = l->next;
  l->next->prev = l->prev;
}
static void insert_after(struct link *l, struct link *at) {
  l->next = at->next;
  l->prev = at;
  at->next->prev = l;
  at->next = l;
}
static int value_of(struct link *l) { return ((struct node *)l)->value; }
static int pass(void) {
  int changed = 0;
  struct link *p = head.next;
  while (p->next != &head) {
    struct link *q = p->next;
    if (value_of(p) > value_of(q)) {
      unlink_(p);
      insert_after(p, q);
      changed = 1;
    } else {
      p = q;
    }
  }
  return changed;
}
int main(void) {
  do {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = __VERIFIER_nondet_int();
    insert_after(&n->link, &head);
  } while (__VERIFIER_nondet_int());
  while (pass())
    ;
  while (head.next != &head) {
    struct link *l = head.next;
    unlink_(l);
    free(l);
#ifdef BUG
    if (head.next == &head) free(l);
#endif
  }
  return 0;
}
