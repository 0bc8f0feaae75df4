// A signal wakes one of the threads waiting *when it is sent*.  Here the
// first waiter is alone when main signals; a second thread that starts
// waiting later must not take that wake-up, or the first would wait
// forever and main's join with it would deadlock.  (The wake-up used to be
// a token any later waiter could take: a wrong FALSE(no-deadlock).)
// -DBUG signals before the first thread waits: then the signal is lost
// and the deadlock is real.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(no-deadlock)
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int waiting, state;

void *first(void *arg) {
  pthread_mutex_lock(&m);
  waiting = 1;
  while (state == 0)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return arg;
}

void *late(void *arg) {
  pthread_mutex_lock(&m);
  while (state == 1)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t f, l;
  pthread_create(&f, 0, first, 0);
  pthread_mutex_lock(&m);
#ifndef BUG
  while (!waiting) {
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
  }
  state = 1;
  pthread_cond_signal(&c);
#else
  state = 1;
  pthread_cond_signal(&c);
  state = 0;
#endif
  pthread_mutex_unlock(&m);
  pthread_create(&l, 0, late, 0);
  pthread_join(f, 0);
  pthread_mutex_lock(&m);
  state = 2;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  pthread_join(l, 0);
  return 0;
}
