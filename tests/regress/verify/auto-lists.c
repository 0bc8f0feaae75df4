// `ferret verify` as a new user runs it, on a list of nondeterministic
// length built and freed: the shape engine's verifier, which runs first,
// proves it at once.  The explicit engine, which ran first before, never
// ends on it (each length is a new state) and grew to gigabytes.
// RUN: %ferret verify %s --timeout 10 --stats | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK: engine{{ +}}shape
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    head = n;
  }
  while (head) {
    struct node *n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
