// An error call reachable only past undefined behaviour, as in SV-COMP's
// forester-heap tasks labelled FALSE for unreach-call: the last node's
// `next` is null and the loop reads a field through it before the check.
// A run stops at the read (natively: a segmentation fault), so no test
// covers the call; with a list of nondet length no engine's search is
// complete either, and the goal stays unknown.  testgen's account names
// where the paths it followed ended, the reason the goal is not covered.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --criterion error-call --out %t.suite --timeout 3 > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: behind-null.c:[[@LINE+17]]:{{[0-9]+}}: call of reach_error  unknown
// CHECK-NEXT: paths the search followed ended at: null-dereference at {{.*}}behind-null.c:[[@LINE+16]]:{{[0-9]+}}
// CHECK: goals: 1; covered 0, infeasible 0, unknown 1
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *head = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    n->v = 0;
    head = n;
  }
  for (struct node *p = head; p;) {
    p = p->next;
    if (p->v == 7) reach_error();
  }
  return 0;
}
