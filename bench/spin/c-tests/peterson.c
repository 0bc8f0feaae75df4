// Peterson's algorithm for 2 threads keeps them out of the critical section
// together in every interleaving.  -DBUG gives each thread the turn to
// itself: a thread that checks before the other writes turn enters, and the
// other, writing turn last, enters too.
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
  flag[me] = 1;
#ifdef BUG
  turn = me;
#else
  turn = other;
#endif
  while (flag[other] && turn == other)
    ;
  in_cs++;
  if (in_cs != 1)
    reach_error();
  in_cs--;
  flag[me] = 0;
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
