// Read after write and aliasing in each of Rakamarić's memory models: p and
// q may point to the same cell or not (an input decides), so a write
// through one must be seen through the other exactly when they alias, and
// a write to another object never.  The twin claims they never alias.
// RUN: %ferret verify %s --engine smt --memory-model monolithic --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine smt --memory-model split-type --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine smt --memory-model split-alias --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model monolithic --timeout 20 | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model split-type --timeout 20 | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model split-alias --timeout 20 | FileCheck %s --check-prefix=BUG
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct cell { int v; long w; };
int main(void) {
  struct cell *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b) return 0;
  a->v = 1; a->w = 5; b->v = 2;
  int x = __VERIFIER_nondet_int();
  struct cell *p = a, *q = x ? a : b;
  p->v = 10;
  q->v += 1;
  if (a->w != 5) reach_error();
#ifdef BUG
  if (p->v != 10) reach_error();
#else
  if (p->v != (x ? 11 : 10)) reach_error();
  if (b->v != (x ? 2 : 3)) reach_error();
#endif
  free(a);
  free(b);
  return 0;
}
