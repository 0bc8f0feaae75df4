// Three violations on three inputs.  By default the search stops at the
// first; with --all-errors both engines report each one, and the verdict
// names the first.
// RUN: not %ferret verify %s --engine explore | FileCheck %s --check-prefix=FIRST
// RUN: not %ferret verify %s --engine shape | FileCheck %s --check-prefix=FIRST
// RUN: not %ferret verify %s --engine explore --all-errors | FileCheck %s --check-prefix=ALL
// RUN: not %ferret verify %s --engine shape --all-errors | FileCheck %s --check-prefix=ALL
// FIRST: RESULT: FALSE(valid-free)
// FIRST-COUNT-1: error:
// FIRST-NOT: error:
// ALL: RESULT: FALSE(valid-free)
// ALL-DAG: all-errors.c:21:26: error: double-free:
// ALL-DAG: all-errors.c:22:32: error: null-dereference:
// ALL-DAG: all-errors.c:23:19: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) return 0;
  int *p = malloc(sizeof *p);
  if (k == 1) { free(p); free(p); return 0; }
  if (k == 2) { int *q = 0; *q = 1; }
  if (k == 3) { p = 0; }
  free(p);
  return 0;
}
