// A lock-free counter: two threads add 1 twice each by compare-and-swap,
// retrying when another thread got there first, and no increment is lost.
// With NO_RETRY (cas-counter-bug.c) a failed compare-and-swap is not
// retried, and the count can end below 4.
#include <pthread.h>

extern void reach_error(void);
int counter;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
#ifdef NO_RETRY
    int old = counter;
    __sync_bool_compare_and_swap(&counter, old, old + 1);
#else
    int old;
    do
      old = counter;
    while (!__sync_bool_compare_and_swap(&counter, old, old + 1));
#endif
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 4) reach_error();
  return 0;
}
