// atexit handlers run after exit() and after main returns, last registered
// first; abort() skips them.  The handler frees what a global holds, so no
// memory is left on any path that runs it.
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/valid-memsafety.prp | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DABORT --engine shape --property %S/../verify/Inputs/valid-memcleanup.prp --trace %t.json | FileCheck %s --check-prefix=ABORT
// RUN: %ferret run %s -DABORT --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// ABORT: RESULT: FALSE(valid-memcleanup)
// REPLAY: warning: still-reachable: 12 bytes in 2 heap blocks
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int **g;
void release_inner(void) {
  if (g) free(*g);
}
void release_outer(void) {
  free(g);
  g = 0;
}
int main(void) {
  g = malloc(sizeof *g);
  atexit(release_outer);
  *g = malloc(sizeof **g);
  atexit(release_inner);
  int k = __VERIFIER_nondet_int();
  if (k == 3) exit(1);
#ifdef ABORT
  if (k == 4) abort();
#endif
  return 0;
}
