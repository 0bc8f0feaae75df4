// Dekker's algorithm for 2 threads, each entering the critical section
// twice: mutual exclusion holds in every interleaving.  -DBUG never raises
// the flag before the check: both threads can see the other's flag down and
// enter together.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include "Inputs/mutex-harness.h"

int flag[2], turn;

void *thread(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  for (int round = 0; round < 2; round++) {
#ifndef BUG
    flag[me] = 1;
#endif
    while (flag[other]) {
      if (turn != me) {
        flag[me] = 0;
        while (turn != me)
          ;
        flag[me] = 1;
      }
    }
    critical_section();
    turn = other;
    flag[me] = 0;
  }
  return 0;
}
