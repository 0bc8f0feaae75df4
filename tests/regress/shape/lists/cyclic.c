// A cyclic singly linked list of nondeterministic length (a head node
// linked to itself, nodes inserted after it), walked round once and freed:
// proved for every length.  Planted bugs: the node before the head left
// unfreed, a node read after it was freed, the head freed twice.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DUAF --trace %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DUAF --replay %t.uaf.json 2>&1 | FileCheck %s --check-prefix=UAF-REPLAY
// RUN: not %ferret verify %s --engine shape -DDOUBLE --trace %t.df.json | FileCheck %s --check-prefix=DOUBLE
// RUN: not %ferret run %s -DDOUBLE --replay %t.df.json 2>&1 | FileCheck %s --check-prefix=DOUBLE-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// UAF: RESULT: FALSE(valid-deref)
// UAF-REPLAY: error: use-after-free:
// DOUBLE: RESULT: FALSE(valid-free)
// DOUBLE-REPLAY: error: double-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *head = malloc(sizeof *head);
  head->next = head;
  head->data = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    x->next = head->next;
    x->data = 1;
    head->next = x;
  }
  for (struct node *p = head->next; p != head; p = p->next) p->data = 2;
  struct node *p = head->next;
#ifdef LEAK
  while (p != head && p->next != head) {
#else
  while (p != head) {
#endif
    struct node *next = p->next;
    free(p);
#ifdef UAF
    next = p->next;
#endif
    p = next;
  }
  free(head);
#ifdef DOUBLE
  if (p == head) free(head);
#endif
  return 0;
}
