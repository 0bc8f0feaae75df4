// A ticket lock for 2 threads, each entering the critical section twice:
// taking a ticket is an atomic fetch-and-add, and mutual exclusion holds.
// -DBUG takes the ticket with a separate read and write: both threads can
// draw the same ticket and enter together.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include "Inputs/mutex-harness.h"

unsigned next_ticket, now_serving;

void *thread(void *arg) {
  (void)arg;
  for (int round = 0; round < 2; round++) {
#ifdef BUG
    unsigned my = next_ticket;
    next_ticket = my + 1;
#else
    unsigned my = __atomic_fetch_add(&next_ticket, 1, __ATOMIC_SEQ_CST);
#endif
    while (now_serving != my)
      ;
    critical_section();
    now_serving = my + 1;
  }
  return 0;
}
