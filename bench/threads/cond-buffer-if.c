// A one-slot buffer between a producer and a consumer with two condition
// variables.  The consumer checks "full" with `if` instead of `while`:
// pthread_cond_wait may return without a signal (POSIX allows spurious
// wake-ups), and the consumer then takes an empty slot.
#include <pthread.h>

extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t filled = PTHREAD_COND_INITIALIZER, emptied = PTHREAD_COND_INITIALIZER;
int slot, full;

#ifdef RECHECK
#define AWAIT(c) while (c)
#else
#define AWAIT(c) if (c)
#endif

void *producer(void *arg) {
  for (int i = 1; i <= 2; i++) {
    pthread_mutex_lock(&m);
    while (full) pthread_cond_wait(&emptied, &m);
    slot = i;
    full = 1;
    pthread_cond_signal(&filled);
    pthread_mutex_unlock(&m);
  }
  return arg;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  for (int i = 1; i <= 2; i++) {
    pthread_mutex_lock(&m);
    AWAIT(!full) pthread_cond_wait(&filled, &m);
    if (slot != i) reach_error();
    full = 0;
    pthread_cond_signal(&emptied);
    pthread_mutex_unlock(&m);
  }
  pthread_join(p, 0);
  return 0;
}
