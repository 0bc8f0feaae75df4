// __VERIFIER_assume(0) discards the runs through it, not the runs in which
// its thread has not got there yet.  Before, a failed assumption ended the
// path, and the other threads' runs from there were lost whenever the
// thread had not been chosen among them: its first stretch, run when it
// started (-DFIRST), or the private steps after a visible store (-DAFTER).
// Inside an atomic section no other thread sees the section half done
// (-DSECTION: TRUE).
// RUN: not %ferret verify %s -DFIRST --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DAFTER --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DAFTER --property %S/Inputs/unreach-call.prp --no-por | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DAFTER --property %S/Inputs/unreach-call.prp --trace %t.json > /dev/null
// RUN: not %ferret run %s -DAFTER --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DSECTION --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %s -DSECTION --property %S/Inputs/unreach-call.prp --no-por | FileCheck %s --check-prefix=OK
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error
// OK: RESULT: TRUE
#include <pthread.h>

extern void reach_error(void);
extern void __VERIFIER_assume(int);
int x, y;

void __VERIFIER_atomic_half(void) {
  x = 1;
  __VERIFIER_assume(y);
  x = 0;
}

void *work(void *arg) {
  int never = 0;
#if defined(FIRST)
  __VERIFIER_assume(never);
#elif defined(AFTER)
  x = 1;
  __VERIFIER_assume(never);
#else
  __VERIFIER_atomic_half();
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
#ifdef FIRST
  x = 1;
#endif
  if (x == 1) reach_error();
  return 0;
}
