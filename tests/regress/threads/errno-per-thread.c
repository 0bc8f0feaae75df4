// errno is per thread (C11 7.5): a failing call in one thread sets that
// thread's errno, never another's; a new thread's errno starts at 0.
// Ferret once had one errno for all threads and answered FALSE here.
// -DBUG reads errno where this thread's own failing call set it.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=RAN
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// RAN: worker: errno 34
// RAN: main: errno 0
// BUG: RESULT: FALSE(unreach-call)
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

extern void reach_error(void);

void *work(void *arg) {
  if (errno != 0) reach_error();
  strtol("99999999999999999999999", 0, 10);  // ERANGE
  printf("worker: errno %d\n", errno);
  if (errno != ERANGE) reach_error();
  return arg;
}

int main(void) {
  pthread_t t;
  errno = 0;
  pthread_create(&t, 0, work, 0);
#ifdef BUG
  strtol("99999999999999999999999", 0, 10);
#endif
  if (errno != 0) reach_error();
  pthread_join(t, 0);
  printf("main: errno %d\n", errno);
  return 0;
}
