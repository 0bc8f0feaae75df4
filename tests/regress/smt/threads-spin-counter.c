// A spinning thread counts its iterations.  The SMT engine's context
// bound drops a spin loop's iteration in which the thread did not switch
// away, as one that changes nothing; but the IR's registers are variables
// (here `k`, assigned again in the body and read after the loop), so such
// an iteration did change something, and the engine claimed "TRUE up to 2
// contexts per thread" though the error needs only two: main creates the
// thread, the thread spins ten times, main clears the flag, the thread
// leaves the loop.  Now an iteration is dropped only when the registers
// live at the loop's head are as they were there: FALSE, and the schedule
// replays.
// RUN: not %ferret verify %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.out > %t.args
// RUN: not %ferret run %s $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// CHECK: replay: ferret run
// REPLAY: reach_error
#include <pthread.h>

extern void reach_error(void);
int flag = 1;

void *spinner(void *arg) {
  int k = 0;
  while (flag)
    k++;
  if (k == 10) reach_error();
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, spinner, 0);
  flag = 0;
  pthread_join(t, 0);
  return 0;
}
