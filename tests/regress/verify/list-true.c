// A bounded list built from nondet choices and freed: every path is safe.
// RUN: %ferret verify %s --stats | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK: states stored
// Instructions are counted across all the resumptions of the search.
// CHECK: instructions {{[0-9][0-9][0-9]+$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (__VERIFIER_nondet_int() && n < 6) {
    struct node *x = malloc(sizeof *x);
    x->v = n++;
    x->next = head;
    head = x;
  }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
