// A nondet choice inside an atexit handler.  After a return from main the
// search resumes the handler and explores both values; after exit() the
// caller's frame is still below the handler, so resuming is not possible:
// the path is reported as not explored (UNKNOWN), never a crash.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=RETURN
// RUN: %ferret verify %s -DVIA_EXIT; test $? -eq 3
// RUN: not %ferret verify %s -DVIA_EXIT | FileCheck %s --check-prefix=EXIT
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
