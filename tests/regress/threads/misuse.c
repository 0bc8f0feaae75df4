// Misuse of pthreads is an error with a diagnostic.
// RUN: not %ferret run -DUNLOCK_FREE %s 2>&1 | FileCheck %s --check-prefix=UNLOCK_FREE
// RUN: not %ferret run -DUNLOCK_OTHER %s 2>&1 | FileCheck %s --check-prefix=UNLOCK_OTHER
// RUN: not %ferret run -DDOUBLE_JOIN %s 2>&1 | FileCheck %s --check-prefix=DOUBLE_JOIN
// RUN: not %ferret run -DDESTROY_LOCKED %s 2>&1 | FileCheck %s --check-prefix=DESTROY_LOCKED
// RUN: not %ferret run -DJOIN_SELF %s 2>&1 | FileCheck %s --check-prefix=JOIN_SELF
// RUN: not %ferret run -DUNINIT %s 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret verify -DDOUBLE_JOIN %s | FileCheck %s --check-prefix=VERIFY
// RUN: %ferret verify -DDOUBLE_JOIN %s --property %S/Inputs/unreach-call.prp > %t; test $? -eq 3
// RUN: FileCheck %s --check-prefix=SVCOMP < %t
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=OK
// UNLOCK_FREE: error: pthread-misuse: pthread_mutex_unlock of a mutex that is not locked
// UNLOCK_OTHER: error: pthread-misuse: pthread_mutex_unlock of a mutex held by thread 0
// DOUBLE_JOIN: error: pthread-misuse: thread 1 is joined a second time
// DESTROY_LOCKED: error: pthread-misuse: pthread_mutex_destroy of a mutex held by thread 0
// JOIN_SELF: error: deadlock: thread 0 joins itself
// UNINIT: error: pthread-misuse: pthread_mutex_lock on an uninitialised object
// VERIFY: RESULT: FALSE(valid-pthread)
// SVCOMP: RESULT: UNKNOWN (a path ended in pthread-misuse
// OK: exited with status 0
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *unlocker(void *arg) {
#ifdef UNLOCK_OTHER
  pthread_mutex_unlock(&m);
#endif
  return arg;
}

int main(void) {
  pthread_t t;
#ifdef UNLOCK_OTHER
  pthread_mutex_lock(&m);
#endif
  pthread_create(&t, 0, unlocker, 0);
  pthread_join(t, 0);
#ifdef UNLOCK_FREE
  pthread_mutex_unlock(&m);
#endif
#ifdef DOUBLE_JOIN
  pthread_join(t, 0);
#endif
#ifdef DESTROY_LOCKED
  pthread_mutex_lock(&m);
  pthread_mutex_destroy(&m);
#endif
#ifdef JOIN_SELF
  pthread_join(pthread_self(), 0);
#endif
#ifdef UNINIT
  pthread_mutex_t *h = malloc(sizeof *h);
  pthread_mutex_lock(h);
#endif
  return 0;
}
