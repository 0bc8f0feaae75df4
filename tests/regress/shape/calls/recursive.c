// The call cache with recursion: a list built and freed by recursive
// functions.  The recursive call's entry is the one being analysed (the
// graph it can reach is the rest of the list, a segment again), so it
// waits there, and the exits are kept as a loop head keeps states until
// nothing new returns.  The twin reads a freed node on the way back up;
// the verifier cannot replay that after abstraction, the hunters find it.
// RUN: %ferret verify %s --engine shape --call-cache isomorphism --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine shape --call-cache isomorphism -DUSE_AFTER_FREE --property %S/../../verify/Inputs/valid-memsafety.prp --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DUSE_AFTER_FREE --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache {{[1-9][0-9]*}} hits
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
struct node *build(void) {
  if (!__VERIFIER_nondet_int()) return NULL;
  struct node *x = malloc(sizeof *x);
  if (!x) abort();
  x->data = 0;
  x->next = build();
  return x;
}
void destroy(struct node *x) {
  if (!x) return;
#ifdef USE_AFTER_FREE
  struct node *next = x->next;
  free(x);
  destroy(next);
  x->data = 1;
#else
  destroy(x->next);
  free(x);
#endif
}
int main(void) {
  struct node *head = build();
  destroy(head);
  return 0;
}
