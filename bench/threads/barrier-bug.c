// Two workers each fill their half of an array, meet at a barrier, and
// then read the other's half.  Without the bug (barrier.c) the barrier
// orders every write before every read; here the second worker writes its
// half after the barrier, so the first may read it empty.
#include <pthread.h>

extern void reach_error(void);
pthread_barrier_t b;
int half[2];

void *worker(void *arg) {
  int me = arg != 0;
#ifdef ORDERED
  half[me] = me + 1;
  pthread_barrier_wait(&b);
#else
  if (!me) half[me] = me + 1;
  pthread_barrier_wait(&b);
  if (me) half[me] = me + 1;
#endif
  if (half[1 - me] != 2 - me) reach_error();
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_barrier_init(&b, 0, 2);
  pthread_create(&t[0], 0, worker, (void *)0);
  pthread_create(&t[1], 0, worker, (void *)1);
  pthread_join(t[0], 0);
  pthread_join(t[1], 0);
  pthread_barrier_destroy(&b);
  return 0;
}
