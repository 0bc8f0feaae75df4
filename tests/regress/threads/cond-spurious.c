// pthread_cond_wait may return without a signal (POSIX: a spurious
// wake-up), so a waiter must re-check its condition in a loop.  The
// explicit engine used to wake a waiter only on a signal: the `if` below
// (-DBUG) was a wrong TRUE.  -DNO_SIGNAL: the producer neither sets the
// flag nor signals, and main waits alone after joining it: without a
// spurious wake-up it waits for ever (a deadlock, what `ferret verify`
// reports without a property file); under unreach-call a deadlock is no
// violation and the run where main wakes reaches the error, which its
// replay line (with --spurious-wakeups) reproduces.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/unreach-call.prp > %t.bug
// RUN: FileCheck %s --check-prefix=BUG < %t.bug
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.bug > %t.args
// RUN: not %ferret run -DBUG %s $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify -DBUG -DNO_SIGNAL %s | FileCheck %s --check-prefix=HANGS
// RUN: not %ferret verify -DBUG -DNO_SIGNAL %s --property %S/Inputs/unreach-call.prp > %t.nosig
// RUN: FileCheck %s --check-prefix=BUG < %t.nosig
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.nosig > %t.args2
// RUN: not %ferret run -DBUG -DNO_SIGNAL %s $(cat %t.args2) 2>&1 | FileCheck %s --check-prefix=REPLAY
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --spurious-wakeups
// REPLAY: error: reach-error
// HANGS: RESULT: FALSE(no-deadlock)
#include <pthread.h>

extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *producer(void *arg) {
  pthread_mutex_lock(&m);
#ifndef NO_SIGNAL
  ready = 1;
  pthread_cond_signal(&c);
#endif
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
#ifdef NO_SIGNAL
  pthread_join(t, 0);
#endif
  pthread_mutex_lock(&m);
#ifdef BUG
  if (!ready) pthread_cond_wait(&c, &m);
#else
  while (!ready) pthread_cond_wait(&c, &m);
#endif
  if (!ready) reach_error();
  pthread_mutex_unlock(&m);
#ifndef NO_SIGNAL
  pthread_join(t, 0);
#endif
  return 0;
}
