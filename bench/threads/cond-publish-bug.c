// A thread publishes a value and wakes the waiting main thread through a
// flag and a condition variable.  The bug: it raises the flag (and
// signals) before it writes the value, outside the mutex, so main may read
// the value still unset.
#include <pthread.h>

extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, value;

void *publisher(void *arg) {
#ifdef IN_ORDER
  value = 42;
#endif
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
#ifndef IN_ORDER
  value = 42;
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, publisher, 0);
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  if (value != 42) reach_error();
  pthread_join(t, 0);
  return 0;
}
