// What a thread returns stays reachable until it is joined, and every
// thread's stack is a root: no leak here.  -DLEAK drops the joined result
// (lost when main returns); -DDETACHED returns a block from a detached
// thread, which nobody can join (lost when it returns).
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DLEAK %s | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret verify -DDETACHED %s | FileCheck %s --check-prefix=DETACHED
// OK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-NEXT: thread-leaks.c:[[# @LINE + 42]]:1: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
// DETACHED: RESULT: FALSE(valid-memtrack)
// DETACHED-NEXT: error: memory-leak: 4 bytes in 1 heap block became unreachable when 'make' returned
#include <pthread.h>
#include <stdlib.h>

int *shared;

void *make(void *arg) {
  int *p = malloc(sizeof *p);
  *p = arg ? 1 : 0;
  return p;
}

void *keep(void *arg) {
  int local = 5;
  shared = &local;  // reachable from this thread's stack while it runs
  int *p = malloc(sizeof *p);
  *p = local;
  free(p);
  shared = 0;
  return arg;
}

int main(void) {
  pthread_t t, k;
  pthread_attr_t at;
  pthread_attr_init(&at);
#ifdef DETACHED
  pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
#endif
  pthread_create(&t, &at, make, 0);
  pthread_create(&k, 0, keep, 0);
  pthread_join(k, 0);
#ifndef DETACHED
  void *r;
  pthread_join(t, &r);
#ifndef LEAK
  free(r);
#endif
#endif
  return 0;
}
