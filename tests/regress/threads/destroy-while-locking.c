// POSIX: destroying a mutex another thread is trying to lock is undefined.
// Main holds the mutex while the thread starts, so the thread blocks in
// pthread_mutex_lock; main then unlocks and destroys it.  Before, the
// explicit engine reported this only through another interleaving (the
// thread took the mutex first: "held by thread 1"), and `ferret run`,
// whose schedule keeps main running, reported nothing.  Now the thread
// standing in pthread_mutex_lock on it is the error, under both, and the
// trace replays.  -DJOINED: main joins the thread before the destroy: TRUE.
// The SMT engine's context bound keeps no waiters, so its bounded claim
// says that it does not cover this.
// RUN: not %ferret run %s 2>&1 | FileCheck %s --check-prefix=LOCKING
// RUN: not %ferret verify %s > %t.out
// RUN: FileCheck %s --check-prefix=LOCKING < %t.out
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.out > %t.args
// RUN: not %ferret run %s $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=LOCKING
// RUN: %ferret verify -DJOINED %s | FileCheck %s --check-prefix=OK
// RUN: %ferret verify -DJOINED %s --engine smt --context-bound 2 --timeout 20 --wall-timeout 0 > %t.smt; test $? -eq 3
// RUN: FileCheck %s --check-prefix=SMT < %t.smt
// SMT: RESULT: UNKNOWN (TRUE up to 2 contexts per thread; deadlocks are not searched for under a context bound; a mutex's or condition's destroy is not checked against threads waiting for it)
// LOCKING: error: pthread-misuse: pthread_mutex_destroy of a mutex thread 1 is locking
// OK: RESULT: TRUE
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *locker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, locker, 0);
  counter++;
  pthread_mutex_unlock(&m);
#ifdef JOINED
  pthread_join(t, 0);
#endif
  pthread_mutex_destroy(&m);
#ifndef JOINED
  pthread_join(t, 0);
#endif
  return 0;
}
