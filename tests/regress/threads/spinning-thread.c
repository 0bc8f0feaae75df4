// A thread that loops for ever on its own data lets the others run.  The
// explorer compares states only at choices: a loop of private steps
// (-DPLAIN) never reached one and ran until the timeout; a loop whose only
// choices are inputs (-DINPUTS) came back to a state seen at an input and
// ended the path before the other thread had a turn, and the answer was
// TRUE.  The second worker reads flag after the first set it and fails.
// RUN: not %ferret verify %s -DPLAIN --property %S/Inputs/unreach-call.prp --timeout 20 | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DPLAIN --property %S/Inputs/unreach-call.prp --trace %t.json > /dev/null
// RUN: not %ferret run %s -DPLAIN --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DINPUTS --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DINPUTS --property %S/Inputs/unreach-call.prp --no-por | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DINPUTS --property %S/Inputs/unreach-call.prp --trace %t.in.json > /dev/null
// RUN: not %ferret run %s -DINPUTS --replay %t.in.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DINPUTS -DSAFE --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error
// OK: RESULT: TRUE
#include <pthread.h>

extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
int flag;

void *worker(void *arg) {
  int seen = flag, step = 0;
  flag = 1;
  while (1) {
#ifdef PLAIN
    step = (step + 1) % 4;
    if (step == 3 && seen) reach_error();
#else
    step = __VERIFIER_nondet_bool();
#ifdef SAFE
    if (step && seen > 1) reach_error();
#else
    if (step && seen) reach_error();
#endif
#endif
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_create(&t, 0, worker, 0);
  return 0;
}
