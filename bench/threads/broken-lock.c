// A lock whose test and set are two steps: both threads can take it.
#include <pthread.h>
extern void reach_error(void);
int lock, a, b;
void *worker(void *x) {
  (void)x;
  while (lock)
    ;
  lock = 1;
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
