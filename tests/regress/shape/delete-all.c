// Deleting every node of a list whose length is an input: the planted bug
// reads a node's link after freeing it.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DBUG --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: use-after-free:
// REPLAY: error: use-after-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 5) return 0;
  struct node *head = NULL;
  while (n-- > 0) {
    struct node *x = malloc(sizeof *x);
    x->next = head;
    x->v = n * 7;
    head = x;
  }
  while (head) {
#ifdef BUG
    free(head);
    head = head->next;
#else
    struct node *next = head->next;
    free(head);
    head = next;
#endif
  }
  return 0;
}
