// A doubly linked list of nondeterministic length, built at its tail,
// walked backwards and freed from its head: proved for every length.  Each
// planted bug is found and its trace replays: the last node leaked, a
// node read after it was freed, a node freed twice, the walk one node too
// far (a null dereference).
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DUAF --trace %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DUAF --replay %t.uaf.json 2>&1 | FileCheck %s --check-prefix=UAF-REPLAY
// RUN: not %ferret verify %s --engine shape -DDOUBLE --trace %t.df.json | FileCheck %s --check-prefix=DOUBLE
// RUN: not %ferret run %s -DDOUBLE --replay %t.df.json 2>&1 | FileCheck %s --check-prefix=DOUBLE-REPLAY
// RUN: not %ferret verify %s --engine shape -DOFF_BY_ONE --trace %t.obo.json | FileCheck %s --check-prefix=OBO
// RUN: not %ferret run %s -DOFF_BY_ONE --replay %t.obo.json 2>&1 | FileCheck %s --check-prefix=OBO-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// UAF: RESULT: FALSE(valid-deref)
// UAF-REPLAY: error: use-after-free:
// DOUBLE: RESULT: FALSE(valid-free)
// DOUBLE-REPLAY: error: double-free:
// OBO: RESULT: FALSE(valid-deref)
// OBO-REPLAY: error: null-dereference:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  struct node *prev;
  int data;
};
int main(void) {
  struct node *head = NULL, *tail = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    x->next = NULL;
    x->prev = tail;
    x->data = 0;
    if (tail)
      tail->next = x;
    else
      head = x;
    tail = x;
  }
  for (struct node *p = tail; p; p = p->prev) p->data = 1;
#ifdef OFF_BY_ONE
  if (head)
    for (struct node *p = head; p; p = p->next) p->next->data = 2;
#endif
  while (head) {
    struct node *next = head->next;
#ifdef LEAK
    if (!next) break;
#endif
    free(head);
#ifdef UAF
    next = head->next;
#endif
#ifdef DOUBLE
    if (!next) free(head);
#endif
    head = next;
  }
  return 0;
}
