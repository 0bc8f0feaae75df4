// A doubly linked list of up to four nodes built with calloc, reversed and
// freed: proved; the same program with the last node not freed (a planted
// bug) is a leak the shape engine hunts down and confirms.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DBUG --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; struct node *prev; int v; };
int main(void) {
  struct node *head = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  for (int i = 0; i < n; i++) {
    struct node *x = calloc(1, sizeof *x);
    x->v = n - i;
    x->next = head;
    if (head) head->prev = x;
    head = x;
  }
  struct node *r = NULL;
  while (head) {
    struct node *nx = head->next;
    head->next = r;
    head->prev = nx;
    r = head;
    head = nx;
  }
#ifdef BUG
  while (r && r->next) {
#else
  while (r) {
#endif
    struct node *nx = r->next;
    free(r);
    r = nx;
  }
  return 0;
}
