/* Dining philosophers, N of them (-DN=3..8, default 3), forks as bits;
 * twin of philosophers.c.  Philosopher i needs forks i and (i + 1) % N and
 * takes the lower-numbered one first, so no cycle of waiting can form.
 * -DBUG makes every philosopher take fork i first: all can hold one fork and
 * wait for the next, a deadlock (an invalid end state). */
#ifndef N
#define N 3
#endif

bit fork[N];

/* pthread_mutex_lock: wait until free, take it, in one step. */
#define LOCK(f) d_step { fork[f] == 0; fork[f] = 1 }
#define UNLOCK(f) fork[f] = 0

proctype Phil(byte first; byte second) {
  do
  :: LOCK(first);
     LOCK(second);
     UNLOCK(second);
     UNLOCK(first)
  od
}

init {
  run Phil(0, 1);
#if N > 2
  run Phil(1, 2);
#endif
#if N > 3
  run Phil(2, 3);
#endif
#if N > 4
  run Phil(3, 4);
#endif
#if N > 5
  run Phil(4, 5);
#endif
#if N > 6
  run Phil(5, 6);
#endif
#if N > 7
  run Phil(6, 7);
#endif
#ifdef BUG
  run Phil(N - 1, 0)
#else
  run Phil(0, N - 1)
#endif
}
