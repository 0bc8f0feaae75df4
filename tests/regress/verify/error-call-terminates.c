// When unreach-call is not the property, reaching reach_error() (or a failed
// assert) ends the program like abort(): memory still allocated then breaks
// valid-memcleanup, memory still reachable does not break valid-memsafety,
// and the atexit() handler that would free it does not run.
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=REACH
// RUN: %ferret verify %s --property %S/Inputs/valid-memsafety.prp | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret verify %s -DUSE_ASSERT --property %S/Inputs/valid-memsafety.prp | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DUSE_ASSERT --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret verify %s -DUSE_EXIT --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=SAFE
// The shape engine ran the atexit() handler there (and proved memcleanup).
// RUN: not %ferret verify %s --engine shape --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// RUN: not %ferret verify %s --engine shape -DUSE_ASSERT --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret verify %s --engine shape -DUSE_EXIT --property %S/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=SAFE
// REACH: RESULT: FALSE(unreach-call)
// SAFE: RESULT: TRUE
// CLEAN: RESULT: FALSE(valid-memcleanup)
// CLEAN: still allocated when the program ends
#include <assert.h>
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) { assert(0); }

static int *keep;
static void release(void) { free(keep); }

int main(void) {
  keep = malloc(sizeof *keep);
  atexit(release);
  if (__VERIFIER_nondet_bool()) {
#if defined(USE_ASSERT)
    assert(keep == 0);
#elif defined(USE_EXIT)
    exit(1);
#else
    reach_error();
#endif
  }
  return 0;
}
