// Counters: deleting k nodes from a list of n leaves n - k.  The list is
// built while counting n; k <= n nodes are taken off its front and freed;
// the rest is walked and freed while counting.  The twin that takes one
// node more than it counts is found, and its trace replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DMISCOUNT --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DMISCOUNT --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (n < 1000000 && __VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    x->next = head;
    head = x;
    n++;
  }
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > n) k = n;
  for (int i = 0; i < k; i++) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
#ifdef MISCOUNT
  if (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
#endif
  int rest = 0;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
    rest++;
  }
  if (rest != n - k) reach_error();
  return 0;
}
