// Still reachable from a global at exit: not a memtrack violation, but a
// memcleanup one.
// RUN: %ferret verify %s --property %S/Inputs/valid-memsafety.prp | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// SAFE: RESULT: TRUE
// CLEAN: RESULT: FALSE(valid-memcleanup)
#include <stdlib.h>
int *keep;
int main(void) {
  keep = malloc(sizeof *keep);
  *keep = 3;
  return 0;
}
