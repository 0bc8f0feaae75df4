/* Dining philosophers, N of them (-DN=3..8, default 3), forks as mutexes;
 * twin of philosophers.pml.  Philosopher i needs forks i and (i + 1) % N and
 * takes the lower-numbered one first, so no cycle of waiting can form.
 * -DBUG makes every philosopher take fork i first: all can hold one fork and
 * wait for the next, a deadlock. */
#include <pthread.h>
#include "sc.h"

#ifndef N
#define N 3
#endif

/* Statically initialised, as the Promela forks are: no init steps in main. */
static pthread_mutex_t fork_[N] = {[0 ... N - 1] = PTHREAD_MUTEX_INITIALIZER};

static void *philosopher(void *arg) {
  int i = (int)(long)arg, left = i, right = (i + 1) % N;
#ifdef BUG
  int first = left, second = right;
#else
  int first = left < right ? left : right, second = left < right ? right : left;
#endif
  FOREVER {
    pthread_mutex_lock(&fork_[first]);
    pthread_mutex_lock(&fork_[second]);
    pthread_mutex_unlock(&fork_[second]);
    pthread_mutex_unlock(&fork_[first]);
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, philosopher, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
