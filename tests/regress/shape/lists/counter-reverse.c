// Counters: reversing a list keeps its length.  The list is built while
// counting n, reversed in place, then walked and freed while counting:
// the count is n for every length.  The twin that counts one node too
// many after the reversal is found, and its trace replays.
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
  struct node *reversed = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = reversed;
    reversed = head;
    head = next;
  }
  int c = 0;
  while (reversed) {
    struct node *next = reversed->next;
    free(reversed);
    reversed = next;
    c++;
  }
#ifdef MISCOUNT
  c++;
#endif
  if (c != n) reach_error();
  return 0;
}
