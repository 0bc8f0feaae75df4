/* What the mutual-exclusion tests share: reach_error(), the critical
 * section, whose check fails when two threads are in it, and a main that
 * runs NTHREADS threads thread(0) … thread(NTHREADS - 1) and joins them. */
#include <pthread.h>
#include <stdlib.h>

#ifndef NTHREADS
#define NTHREADS 2
#endif

void reach_error(void) { abort(); }

int in_cs;
static inline void critical_section(void) {
  in_cs++;
  if (in_cs != 1)
    reach_error();
  in_cs--;
}

void *thread(void *arg);

int main(void) {
  pthread_t t[NTHREADS];
  for (long i = 0; i < NTHREADS; i++)
    pthread_create(&t[i], 0, thread, (void *)i);
  for (int i = 0; i < NTHREADS; i++)
    pthread_join(t[i], 0);
  return 0;
}
