// Dekker's algorithm for 2 threads, each entering the critical section
// twice: mutual exclusion holds in every interleaving.  -DBUG never raises
// the flag before the check: both threads can see the other's flag down and
// enter together.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include <pthread.h>
#include <stdlib.h>
void reach_error(void) { abort(); }

int flag[2], turn, in_cs;

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
    in_cs++;
    if (in_cs != 1)
      reach_error();
    in_cs--;
    turn = other;
    flag[me] = 0;
  }
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thread, (void *)0L);
  pthread_create(&t1, 0, thread, (void *)1L);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
