// Lamport's bakery algorithm for 3 threads: mutual exclusion holds in every
// interleaving.  -DBUG drops the `choosing` flags: a thread can compare its
// ticket with one another thread has computed but not yet written, and
// both enter.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#define NTHREADS 3
#include "Inputs/mutex-harness.h"

int choosing[NTHREADS], number[NTHREADS];

void *thread(void *arg) {
  int me = (int)(long)arg;
#ifndef BUG
  choosing[me] = 1;
#endif
  int max = 0;
  for (int j = 0; j < NTHREADS; j++)
    if (number[j] > max)
      max = number[j];
  number[me] = max + 1;
#ifndef BUG
  choosing[me] = 0;
#endif
  for (int j = 0; j < NTHREADS; j++) {
    if (j == me)
      continue;
    while (choosing[j])
      ;
    while (number[j] != 0 &&
           (number[j] < number[me] || (number[j] == number[me] && j < me)))
      ;
  }
  critical_section();
  number[me] = 0;
  return 0;
}
