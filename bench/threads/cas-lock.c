// A spin lock built on compare-and-swap keeps a shared pair consistent.
#include <pthread.h>
extern void reach_error(void);
int lock, a, b;
void *worker(void *x) {
  (void)x;
  while (!__sync_bool_compare_and_swap(&lock, 0, 1))
    ;
  a++;
  b++;
  if (a != b) reach_error();
  __sync_lock_release(&lock);
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
