// Each thread has its own copy of a _Thread_local (or __thread) variable,
// initialised from its initialiser; -DBUG makes it a plain global, which
// the threads share.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// OK: RESULT: TRUE
// NATIVE: thread 1 sees 11
// NATIVE: thread 2 sees 12
// NATIVE: main sees 10
// BUG: RESULT: FALSE(unreach-call)
#include <pthread.h>
#include <stdio.h>

extern void reach_error(void);
#ifdef BUG
int mine = 10;
#else
_Thread_local int mine = 10;
#endif
__thread int *where;

void *work(void *arg) {
  int id = (int)(long)arg;
  where = &mine;
  mine += id;
  if (mine != 10 + id || *where != 10 + id) reach_error();
  printf("thread %d sees %d\n", id, mine);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  printf("main sees %d\n", mine);
  return mine != 10;
}
