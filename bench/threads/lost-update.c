// Two threads increment a counter without a lock: one update can be lost.
// With LOCKED (mutex-counter.c) they take a mutex, and none is.
#include <pthread.h>
extern void reach_error(void);
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *inc(void *a) {
  (void)a;
#ifdef LOCKED
  pthread_mutex_lock(&m);
#endif
  int t = counter;
  counter = t + 1;
#ifdef LOCKED
  pthread_mutex_unlock(&m);
#endif
  return 0;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, inc, 0);
  pthread_create(&y, 0, inc, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  if (counter != 2) reach_error();
  return 0;
}
