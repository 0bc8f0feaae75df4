// A one-slot buffer with a condition variable: the consumer waits until
// the producer has filled it.  -DLOST_WAKEUP checks the condition with
// `if` after a signal that may come before the wait: the consumer can wait
// forever (a deadlock).  -DTIMED waits with a timeout instead, which
// cannot deadlock.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not %ferret verify -DLOST_WAKEUP %s | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify -DLOST_WAKEUP %s --trace %t.json > /dev/null
// RUN: not %ferret run -DLOST_WAKEUP %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: deadlock: the only live thread waits forever
// RUN: %ferret verify -DLOST_WAKEUP -DTIMED %s | FileCheck %s --check-prefix=OK
// OK: RESULT: TRUE
// NATIVE: got 42
// LOST: RESULT: FALSE(no-deadlock)
// LOST: note: thread 0 is blocked in pthread_cond_wait here
#include <pthread.h>
#include <stdio.h>
#include <time.h>

extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t full = PTHREAD_COND_INITIALIZER;
int slot, filled;

void *producer(void *arg) {
  pthread_mutex_lock(&m);
  slot = 42;
  filled = 1;
#ifndef LOST_WAKEUP
  pthread_cond_broadcast(&full);
#endif
  pthread_mutex_unlock(&m);
#ifdef LOST_WAKEUP
  pthread_cond_signal(&full);
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
#ifdef LOST_WAKEUP
  int seen = filled;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  if (!seen) {
#ifdef TIMED
    struct timespec ts = {0, 0};
    pthread_cond_timedwait(&full, &m, &ts);
#else
    pthread_cond_wait(&full, &m);
#endif
  }
#else
  while (!filled) pthread_cond_wait(&full, &m);
  if (slot != 42) reach_error();
#endif
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  printf("got %d\n", slot);
  return 0;
}
