// The call cache with entailment joins a function's entries once it has
// a few, so that lists of different lengths meet; the joined entry is a
// new one, analysed afresh: the exits computed for the entries it joined
// hold only for calls those entries cover.  Here the helper is correct on
// lists of one and two nodes and reads through a null pointer on one of
// three, which only the joined entry's own analysis meets.
// Fails on a cache that gives the joined entry the exits found for the
// one it joined (TRUE: the third node is never looked at).
// RUN: not %ferret verify %s --engine shape --call-cache entailment --property %S/../../verify/Inputs/valid-memsafety.prp --stats --trace %t.json 2>&1 | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape --call-cache isomorphism --property %S/../../verify/Inputs/valid-memsafety.prp | FileCheck %s
// CHECK: RESULT: FALSE(valid-deref)
// REPLAY: error: null-dereference
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
static struct node *cons(struct node *next) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->next = next;
  n->data = 0;
  return n;
}
static int third(struct node *p) {
  if (!p->next) return 0;
  if (!p->next->next) return 1;
  return p->next->next->next->data;
}
static void release(struct node *p) {
  while (p) {
    struct node *n = p->next;
    free(p);
    p = n;
  }
}
int main(void) {
  struct node *a = cons(NULL);
  struct node *b = cons(cons(NULL));
  struct node *c = cons(cons(cons(NULL)));
  int s = third(a) + third(b);
  if (__VERIFIER_nondet_int()) s += third(c);
  release(a);
  release(b);
  release(c);
  return s;
}
