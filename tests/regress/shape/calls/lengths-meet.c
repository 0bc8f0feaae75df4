// The call cache with entailment: a helper called on a list after each
// node is added sees a list of a new length every time.  Entries are
// abstracted and, once the helper has a few, joined (with widening), so
// the lengths meet in one entry that covers the later calls: they hit.
// By isomorphism each length is an entry of its own.  The twin's helper
// reads one node past the end of a list of two or more.
// RUN: %ferret verify %s --engine shape --call-cache entailment --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s
// RUN: %ferret verify %s --engine shape --call-cache isomorphism --call-cache-misses 0 --property %S/../../verify/Inputs/valid-memsafety.prp --stats 2>&1 | FileCheck %s --check-prefix=ISO
// RUN: not %ferret verify %s --engine shape --call-cache entailment -DBUG --property %S/../../verify/Inputs/valid-memsafety.prp --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache {{[0-9]+}} hits, {{[1-9]}} misses
// ISO: RESULT: TRUE
// ISO: call cache {{[0-9]+}} hits, {{[1-9][0-9]+}} misses
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: error: null-dereference
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int data;
};
static int sum(struct node *p) {
  int s = 0;
  for (; p; p = p->next) {
#ifdef BUG
    if (p->next && p->next->next == NULL) s += p->next->next->data;
#endif
    s += p->data;
  }
  return s;
}
int main(void) {
  struct node *head = NULL;
  int total = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = 1;
    head = n;
    total = sum(head);
  }
  while (head) {
    struct node *n = head->next;
    free(head);
    head = n;
  }
  return total > 0;
}
