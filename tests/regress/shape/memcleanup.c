// A block still reachable from a global at exit on some inputs: not a
// memtrack violation, but a memcleanup one.
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/valid-memsafety.prp | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s --engine shape --property %S/../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// SAFE: RESULT: TRUE
// CLEAN: RESULT: FALSE(valid-memcleanup)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *kept;
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 9) return 0;
  kept = malloc(sizeof *kept);
  if (k + 2 != 9) free(kept);
  return 0;
}
