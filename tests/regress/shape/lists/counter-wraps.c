// A list built while counting n++ (unsigned), then freed.  Proved TRUE as
// it is.  With -DCHECK, `n == 0` with a list leads to an error: n wraps
// after 2^32 nodes, so only a run that long could reach it; the
// abstracting verifier meets the error on a path no run replays and must
// not answer FALSE (nor TRUE).
// That reason is kept as a note when a process limit (here memory, as the
// hunters grow their lists) ends the run: it was replaced by the limit.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DCHECK --memory-limit 150 | FileCheck %s --check-prefix=WRAP
// CHECK: RESULT: TRUE
// WRAP: RESULT: UNKNOWN (memory limit of 150 MB reached)
// WRAP: note: also: a violation of unreach-call (__VERIFIER_error() is called) was met after list abstraction at counter-wraps.c:35, on a path no run can replay
// The same after exit(), under valid-memcleanup: no frame is left to name
// a place (reading the last frame there read freed memory).
// RUN: not %ferret verify %s --engine shape -DEXIT --memory-limit 150 --property %S/../../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=EXIT
// EXIT: note: also: a violation of valid-memcleanup (memory lost before exit was never freed) was met after list abstraction when the program ends, on a path no run can replay
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *head = NULL;
  unsigned n = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    x->next = head;
    x->data = (int)n;
    head = x;
    n++;
  }
#ifdef CHECK
  if (n == 0 && head) __VERIFIER_error();
#endif
#ifdef EXIT
  if (n == 0 && head) exit(0);
#endif
  while (head) {
    struct node *t = head->next;
    free(head);
    head = t;
  }
  return 0;
}
