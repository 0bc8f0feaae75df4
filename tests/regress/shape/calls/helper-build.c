// The call cache (function summaries): a list built by a helper that
// pushes one node per call and freed by a helper that frees one node per
// call, each called in a loop, so the same entry comes back (up to
// isomorphism) and its cached exits are reused.  The twin frees one node
// too few; it is found, and its trace replays.  Without the cache the
// verdicts are the same.  By isomorphism the entries differ in the list's
// length (no miss limit here, or the helpers would soon be inlined); with
// entailment they are joined and meet.
// RUN: %ferret verify %s --engine shape --call-cache isomorphism --call-cache-misses 0 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: %ferret verify %s --engine shape --call-cache entailment --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: %ferret verify %s --engine shape --call-cache off --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not %ferret verify %s --engine shape --call-cache isomorphism -DLEAK --property %S/../../verify/Inputs/valid-memsafety.prp --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DLEAK --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache {{[1-9][0-9]*}} hits, {{[0-9]+}} misses
// OFF: RESULT: TRUE
// OFF-NOT: call cache
// BUG: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
struct node *push(struct node *head, int v) {
  struct node *x = malloc(sizeof *x);
  if (!x) abort();
  x->next = head;
  x->data = v;
  return x;
}
struct node *pop(struct node *head) {
  struct node *next = head->next;
  free(head);
  return next;
}
int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) head = push(head, __VERIFIER_nondet_int());
#ifdef LEAK
  if (head) head = head->next;
#endif
  while (head) head = pop(head);
  return 0;
}
