// Two threads increment a shared counter: without a lock the increments are
// a data race (SV-COMP no-data-race); -DFIXED guards them with a mutex.
// Neither version violates memory safety.
// RUN: not %ferret verify %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=RACE
// RUN: %ferret verify -DFIXED %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=FIXED
// RUN: %ferret verify %s | FileCheck %s --check-prefix=FIXED
// RACE: RESULT: FALSE(no-data-race)
// FIXED: RESULT: TRUE
#include <pthread.h>

int counter;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *thread(void *arg) {
  (void)arg;
#ifdef FIXED
  pthread_mutex_lock(&lock);
#endif
  counter++;
#ifdef FIXED
  pthread_mutex_unlock(&lock);
#endif
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thread, 0);
  pthread_create(&t1, 0, thread, 0);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return counter == 2 ? 0 : 1;
}
