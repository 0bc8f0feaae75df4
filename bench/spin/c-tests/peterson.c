// Peterson's algorithm for 2 threads keeps them out of the critical section
// together in every interleaving.  -DBUG gives each thread the turn to
// itself: a thread that checks before the other writes turn enters, and the
// other, writing turn last, enters too.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include "Inputs/mutex-harness.h"

int flag[2], turn;

void *thread(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
#ifdef BUG
  turn = me;
#else
  turn = other;
#endif
  while (flag[other] && turn == other)
    ;
  critical_section();
  flag[me] = 0;
  return 0;
}
