// Locking a normal mutex twice from the same thread deadlocks; a recursive
// mutex counts (-DRECURSIVE), and an error-checking one returns EDEADLK.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// RUN: %ferret run -DRECURSIVE %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %ferret run -DERRORCHECK %s 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=VERIFY
// CHECK: mutex-relock.c:[[@LINE+21]]:3: error: deadlock: pthread_mutex_lock of a mutex this thread already holds
// OK: exited with status 0
// VERIFY: RESULT: FALSE(no-deadlock)
#include <errno.h>
#include <pthread.h>

int main(void) {
  pthread_mutex_t m;
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
#if defined(RECURSIVE)
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
#elif defined(ERRORCHECK)
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
#endif
  pthread_mutex_init(&m, &a);
  pthread_mutexattr_destroy(&a);
  pthread_mutex_lock(&m);
#ifdef ERRORCHECK
  if (pthread_mutex_lock(&m) != EDEADLK) return 1;
#else
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
#endif
  pthread_mutex_unlock(&m);
  if (pthread_mutex_trylock(&m) != 0) return 2;
  pthread_mutex_unlock(&m);
  pthread_mutex_destroy(&m);
  return 0;
}
