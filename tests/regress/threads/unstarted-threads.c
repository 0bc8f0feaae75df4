// Threads not started yet run to their first visible operation before any
// choice is made, so no state differs from another only in whether a
// thread has started.  Three dining philosophers (forks taken in order):
// 24 configurations of the philosophers and 17 of the start-up (SPIN's
// unreduced count for the same model, bench/spin, is 42); before the
// change, not-started threads made it 99.
// RUN: %ferret verify %s --stats | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK: states stored 41{{$}}
#include <pthread.h>

static pthread_mutex_t fork_[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};

static void *philosopher(void *arg) {
  int i = (int)(long)arg, left = i, right = (i + 1) % 3;
  int first = left < right ? left : right, second = left < right ? right : left;
  for (;;) {
    pthread_mutex_lock(&fork_[first]);
    pthread_mutex_lock(&fork_[second]);
    pthread_mutex_unlock(&fork_[second]);
    pthread_mutex_unlock(&fork_[first]);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++)
    pthread_create(&t[i], 0, philosopher, (void *)i);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return 0;
}
