// valid-memcleanup alone: memory that becomes unreachable (here a list
// whose head variable is dead when the walk starts, and main's locals when
// it returns) is never freed, so the program violates memcleanup.  The
// verifier removed lost objects from the graph without a word when only
// memcleanup was checked, and answered TRUE.  With -DFREE the list is
// freed: TRUE.
// RUN: not %ferret verify %s --engine shape --property %S/../../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s --property %S/../../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=LOST
// RUN: %ferret verify %s -DFREE --engine shape --property %S/../../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=FREED
// LOST: RESULT: FALSE(valid-memcleanup)
// FREED: RESULT: TRUE
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  int h;
  struct node *n;
};
int main(void) {
  struct node *a = malloc(sizeof *a);
  if (!a) return 0;
  struct node *p = a;
  while (__VERIFIER_nondet_int()) {
    p->h = 1;
    struct node *t = malloc(sizeof *t);
    if (!t) abort();
    p->n = t;
    p = t;
  }
  p->h = 2;
  p->n = NULL;
  int sum = 0;
  for (p = a; p; p = p->n) sum += p->h;
#ifdef FREE
  while (a) {
    p = a->n;
    free(a);
    a = p;
  }
#endif
  return sum == 0;
}
