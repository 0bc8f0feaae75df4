// Under valid-memcleanup alone, reaching reach_error() ends the program (as
// abort() does, SV-COMP's reading); memory still allocated then violates
// the property.  The replay of such a counterexample reads it the same way
// (before, the run stopped at reach_error and showed no memcleanup error).
// RUN: not %ferret verify %s --property %S/../verify/Inputs/valid-memcleanup.prp --witness %t.yml --trace %t.json | FileCheck %s
// RUN: %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-memcleanup)
// REPLAY: ferret: replay: the run shows FALSE(valid-memcleanup), as the counterexample
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int *kept;
int main(void) {
  kept = malloc(sizeof *kept);
  if (__VERIFIER_nondet_int() == 4) reach_error();
  free(kept);
  return 0;
}
