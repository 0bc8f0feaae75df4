// An error call reachable only past undefined behaviour, as in SV-COMP's
// forester-heap tasks labelled FALSE for unreach-call: the last node's
// `next` is null and the loop reads a field through it before the check.
// A run stops at the read (natively: a segmentation fault), so no test
// covers the call.  With a list of nondet length no explicit search is
// complete, but the shape engine's verifier, whose paths end at every
// error as a test's run does, proves for every length that no run reaches
// the call: infeasible.  (It was left unknown before.)
// RUN: rm -rf %t.suite %t.unmodelled
// RUN: %ferret testgen %s --criterion error-call --out %t.suite --timeout 10 > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: behind-null.c:[[@LINE+31]]:{{[0-9]+}}: call of reach_error  infeasible {{ *}}shape
// CHECK: goals: 1; covered 0, infeasible 1, unknown 0
// Where the shape engine is stuck too (a library call it does not model),
// the goal stays unknown, and testgen's account names where the paths it
// followed ended, the reason no test covers it.
// RUN: %ferret testgen %s -DUNMODELLED --criterion error-call --out %t.unmodelled --timeout 3 > %t.unmodelled.out
// RUN: FileCheck %s --check-prefix=UNKNOWN < %t.unmodelled.out
// UNKNOWN: behind-null.c:[[@LINE+24]]:{{[0-9]+}}: call of reach_error  unknown
// UNKNOWN-NEXT: shape: call to external function '__ctype_b_loc', which the shape engine does not model;
// UNKNOWN-SAME: paths the search followed ended at: null-dereference at {{.*}}behind-null.c:[[@LINE+22]]:{{[0-9]+}}
// UNKNOWN-SAME: shape, all goals at once: call to external function '__ctype_b_loc'
// UNKNOWN: goals: 1; covered 0, infeasible 0, unknown 1
#include <ctype.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *head = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
#ifdef UNMODELLED
    n->v = isdigit(__VERIFIER_nondet_int() & 127) ? 1 : 0;
#else
    n->v = 0;
#endif
    head = n;
  }
  for (struct node *p = head; p;) {
    p = p->next;
    if (p->v == 7) reach_error();
  }
  return 0;
}
