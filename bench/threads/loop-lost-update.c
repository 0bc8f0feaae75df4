// Three threads add to a counter in loops without a lock: updates are lost.
// With LOCKED (loop-mutex-counter.c) they take a mutex, and none is.
#include <pthread.h>
extern void reach_error(void);
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *add(void *a) {
  (void)a;
  for (int i = 0; i < 4; i++) {
#ifdef LOCKED
    pthread_mutex_lock(&m);
#endif
    int t = counter;
    counter = t + 1;
#ifdef LOCKED
    pthread_mutex_unlock(&m);
#endif
  }
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, add, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (counter != 12) reach_error();
  return 0;
}
