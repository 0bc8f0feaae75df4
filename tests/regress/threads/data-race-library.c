// Library calls take part in the data-race check with exactly the bytes
// they access: strcpy into a buffer another thread reads is a race (it
// used to go unseen), -DFIXED orders the two with a mutex, and -DDISJOINT
// compares strings that differ in their first byte while the other thread
// writes a later one: strcmp reads only up to the difference, so no race.
// RUN: not %ferret verify %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=RACE
// RUN: %ferret verify -DFIXED %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify -DDISJOINT %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=TRUE
// RACE: RESULT: FALSE(no-data-race)
// RACE: data race on global 'buf'
// TRUE: RESULT: TRUE
#include <pthread.h>
#include <string.h>

char buf[8] = "xyzw";
int seen;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *writer(void *arg) {
  pthread_mutex_lock(&lock);
#ifdef DISJOINT
  buf[3] = 'q';
#else
  strcpy(buf, "abc");
#endif
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
#if defined(FIXED)
  pthread_mutex_lock(&lock);
  seen = buf[1];
  pthread_mutex_unlock(&lock);
#elif defined(DISJOINT)
  seen = strcmp(buf, "ab");
#else
  seen = buf[1];
#endif
  pthread_join(t, 0);
  return seen == 0;
}
