// Destroying a synchronisation object while another thread uses it is
// undefined (POSIX: pthread_cond_destroy of a condition threads are
// blocked on; pthread_mutex_destroy of a locked mutex or of one another
// thread uses in pthread_cond_wait; pthread_rwlock_destroy while a thread
// holds it), and so is a FALSE of valid-pthread whose trace replays.  But
// a condition whose waiters were all woken may be destroyed at once,
// though they have not returned yet (POSIX's own example: broadcast, then
// destroy): the explicit engine counted such waiters and answered FALSE
// (the default build below); now TRUE.  -DONE_SIGNAL: two waiters, one
// signal, then destroy: one waiter may still be blocked.  -DEARLY: the
// condition destroyed while the waiter may be blocked.  -DMUTEX: the
// mutex destroyed while the waiter, in pthread_cond_wait, will take it
// again (before, only the interleavings where the waiter held it were
// reported).  -DRWLOCK: a read-write lock destroyed while the reader
// holds it.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret verify -DTWO %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DTWO -DONE_SIGNAL %s > %t.one
// RUN: FileCheck %s --check-prefix=BLOCKED < %t.one
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.one > %t.one.args
// RUN: not %ferret run -DTWO -DONE_SIGNAL %s $(cat %t.one.args) 2>&1 | FileCheck %s --check-prefix=BLOCKED
// RUN: not %ferret verify -DEARLY %s > %t.early
// RUN: FileCheck %s --check-prefix=BLOCKED < %t.early
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.early > %t.early.args
// RUN: not %ferret run -DEARLY %s $(cat %t.early.args) 2>&1 | FileCheck %s --check-prefix=BLOCKED
// RUN: not %ferret verify -DMUTEX %s > %t.mutex
// RUN: FileCheck %s --check-prefix=MUTEX < %t.mutex
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.mutex > %t.mutex.args
// RUN: not %ferret run -DMUTEX %s $(cat %t.mutex.args) 2>&1 | FileCheck %s --check-prefix=MUTEX
// RUN: not %ferret verify -DRWLOCK %s > %t.rw
// RUN: FileCheck %s --check-prefix=RWLOCK < %t.rw
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.rw > %t.rw.args
// RUN: not %ferret run -DRWLOCK %s $(cat %t.rw.args) 2>&1 | FileCheck %s --check-prefix=RWLOCK
// OK: RESULT: TRUE
// BLOCKED: error: pthread-misuse: pthread_cond_destroy of a condition 1 thread(s) may be blocked on
// MUTEX: error: pthread-misuse: pthread_mutex_destroy of a mutex thread {{[12]}} waits on a condition with
// RWLOCK: error: pthread-misuse: pthread_rwlock_destroy of a locked read-write lock
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int ready, shared;

void *waiter(void *arg) {
#ifdef MUTEX
  // Not standing in pthread_mutex_lock, which destroy-while-locking.c
  // covers: the case here is the wait.
  while (pthread_mutex_trylock(&m))
    ;
#else
  pthread_mutex_lock(&m);
#endif
  while (!ready) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  pthread_rwlock_rdlock(&l);
  int seen = shared;
  pthread_rwlock_unlock(&l);
  return (void *)(long)seen;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
#ifdef TWO
  pthread_create(&b, 0, waiter, 0);
#endif
#ifdef EARLY
  pthread_cond_destroy(&c);
#endif
#ifdef MUTEX
  pthread_mutex_destroy(&m);
#endif
  pthread_mutex_lock(&m);
  ready = 1;
#ifdef ONE_SIGNAL
  pthread_cond_signal(&c);
#else
  pthread_cond_broadcast(&c);
#endif
  pthread_mutex_unlock(&m);
#if !defined(EARLY)
  pthread_cond_destroy(&c);
#endif
#ifdef RWLOCK
  pthread_rwlock_destroy(&l);
#endif
  pthread_join(a, 0);
#ifdef TWO
  pthread_join(b, 0);
#endif
  return 0;
}
