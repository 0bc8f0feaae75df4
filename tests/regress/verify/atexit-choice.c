// A nondet choice inside an atexit handler.  After a return from main the
// search resumes the handler and explores both values; after exit() the
// caller's frame is still below the handler, so resuming is not possible:
// the explicit engine reports the path as not explored (UNKNOWN), never a
// crash; the shape engine, which runs handlers as calls, answers.
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=RETURN
// RUN: %ferret verify %s -DVIA_EXIT --engine explore; test $? -eq 3
// RUN: not %ferret verify %s -DVIA_EXIT --engine explore | FileCheck %s --check-prefix=EXIT
// RUN: %ferret verify %s -DVIA_EXIT | FileCheck %s --check-prefix=RETURN
// RETURN: RESULT: TRUE
// EXIT: RESULT: UNKNOWN (a nondet choice in an atexit handler run by exit() is not explored)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *p;
static void release(void) {
  if (__VERIFIER_nondet_int()) free(p);
}
int main(void) {
  p = malloc(sizeof *p);
  atexit(release);
#ifdef VIA_EXIT
  exit(0);
#else
  return 0;
#endif
}
