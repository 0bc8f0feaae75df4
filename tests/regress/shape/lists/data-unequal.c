// Nodes whose data a loop ruled a constant out of (no node holds 7) keep
// that when the list is abstracted: the merged nodes' datum is unknown but
// still unequal to 7, so a search for 7 finds none, for every length.  It
// was lost before (a segment's datum took the hull of the intervals and no
// inequality), and the verifier met the error after abstraction: UNKNOWN.
// The twin that writes 7 into the third node is found.
// With signed chars for data (SV-COMP's list-of-characters tasks), a
// widening at the loop head took the char's interval past 255 (its bounds
// know no width), and the promotion to int then lost its tie to the char:
// each use now clamps a value to its type's range first.
// RUN: %ferret verify %s --engine shape --property %S/../../verify/Inputs/unreach-call.prp | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DSEVEN --property %S/../../verify/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: %ferret verify %s --engine shape -DCHAR --property %S/../../verify/Inputs/unreach-call.prp | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DCHAR -DSEVEN --property %S/../../verify/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern signed char __VERIFIER_nondet_char(void);
extern void reach_error(void);
#ifdef CHAR
typedef signed char datum;
#define nondet_datum __VERIFIER_nondet_char
#else
typedef int datum;
#define nondet_datum __VERIFIER_nondet_int
#endif
struct node {
  struct node *next;
  datum v;
};
int main(void) {
  struct node *head = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    n->v = nondet_datum();
    if (n->v == 7)
      n->v = 0;
    head = n;
  }
#ifdef SEVEN
  if (head && head->next && head->next->next)
    head->next->next->v = 7;
#endif
  struct node *p = head;
  while (p && p->v != 7)
    p = p->next;
  if (p)
    reach_error();
  return 0;
}
