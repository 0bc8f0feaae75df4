// Two threads increment a shared counter: without a lock the increments are
// a data race (SV-COMP no-data-race); -DFIXED guards them with a mutex.
// Neither version violates memory safety or reaches reach_error.
// RUN: not %ferret verify %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=RACE
// RUN: %ferret verify -DFIXED %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify %s | FileCheck %s --check-prefix=TRUE
// RACE: RESULT: FALSE(no-data-race)
// TRUE: RESULT: TRUE
#include "Inputs/mutex-harness.h"

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
