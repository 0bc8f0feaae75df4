// A lock whose test and set are two steps: both threads can take it.  With
// CAS (cas-lock.c) the lock is taken by compare-and-swap, and holds.
#include <pthread.h>
extern void reach_error(void);
int lock, a, b;
void *worker(void *x) {
  (void)x;
#ifdef CAS
  while (!__sync_bool_compare_and_swap(&lock, 0, 1))
    ;
#else
  while (lock)
    ;
  lock = 1;
#endif
  a++;
  b++;
  if (a != b) reach_error();
  lock = 0;
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
