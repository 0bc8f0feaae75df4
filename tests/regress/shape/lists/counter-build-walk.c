// Counters (Sangnier et al.): a list built while counting n has length n,
// and walking it counts n again, for every length.  The twin whose walk
// starts counting at 1 is found, and its trace replays.
// RUN: %ferret verify %s --engine shape --property %S/../../verify/Inputs/unreach-call.prp | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DMISCOUNT --property %S/../../verify/Inputs/unreach-call.prp --trace %t.json | FileCheck %s --check-prefix=BUG
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
    x->data = n;
    head = x;
    n++;
  }
#ifdef MISCOUNT
  int c = 1;
#else
  int c = 0;
#endif
  for (struct node *p = head; p; p = p->next) c++;
  if (c != n) reach_error();
  return 0;
}
