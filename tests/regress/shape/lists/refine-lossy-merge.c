// A list whose first nodes hold 1 and 2 and the rest 3, walked to check
// that no node after the first holds 0.  Merged at once, the 1 and the 2
// join the 3s and the walk sees any value; the second verifier keeps
// longer sequences concrete before merging nodes whose data differ, and
// proves it.  The twin that stores a 0 is found, and its trace replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DZERO --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DZERO --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node {
  struct node *next;
  struct node *prev;
  int data;
};
int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) return 0;
  head->next = head->prev = NULL;
  head->data = 0;
  struct node *last = head;
  int count = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) break;
    n->prev = last;
    n->next = NULL;
    last->next = n;
    last = n;
#ifdef ZERO
    n->data = count < 3 ? count : 3;
#else
    n->data = count < 2 ? count + 1 : 3;
#endif
    if (count < 3) count++;
  }
  for (struct node *p = head->next; p && __VERIFIER_nondet_int(); p = p->next)
    if (p->data <= 0) reach_error();
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
