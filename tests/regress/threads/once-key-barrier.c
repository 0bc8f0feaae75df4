// pthread_once runs its routine once whoever calls first; thread-specific
// values are per thread; a barrier holds every thread until the last one
// arrives, and exactly one of them gets PTHREAD_BARRIER_SERIAL_THREAD.
// -DBUG reads the other thread's value before the barrier.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify -DBUG %s --trace %t.json > /dev/null
// RUN: not %ferret run -DBUG %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// OK: RESULT: TRUE
// NATIVE: inits 1, serial 1
// BUG: RESULT: FALSE(unreach-call)
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

extern void reach_error(void);
pthread_once_t once = PTHREAD_ONCE_INIT;
pthread_key_t key;
pthread_barrier_t barrier;
int inits, serial, value[2];

void init(void) {
  inits++;
  pthread_key_create(&key, 0);
}

void *work(void *arg) {
  long me = (long)arg;
  pthread_once(&once, init);
  int *mine = malloc(sizeof *mine);
  *mine = (int)me + 10;
  pthread_setspecific(key, mine);
  value[me] = 1;
#ifndef BUG
  if (pthread_barrier_wait(&barrier) == PTHREAD_BARRIER_SERIAL_THREAD) serial++;
#endif
  if (!value[1 - me]) reach_error();
  int *back = pthread_getspecific(key);
  if (*back != (int)me + 10) reach_error();
  free(back);
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_barrier_init(&barrier, 0, 2);
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&barrier);
  if (inits != 1) reach_error();
  printf("inits %d, serial %d\n", inits, serial);
  return 0;
}
