// A lock built from __VERIFIER_atomic_* functions whose bodies assume the
// lock free, held by a monitor thread that loops for ever through
// acquire; check; release.  The entry of an atomic section is a scheduling
// point of its own: before, release() ran on into the next acquire() with
// nothing visible between, the monitor held the lock for ever as far as
// the others could see, every other acquire() ended its path, and the
// answer was TRUE.  Two resetters and the writer interleave to the error
// (the second resetter clears g0/g1 after the writer set lock).
// -DNOMON drops the monitor; -DSAFE makes the resetters clear lock too
// under the lock before the check reads it.
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --no-por | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DNOMON --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --trace %t.json > /dev/null
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DSAFE --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %s -DSAFE --property %S/Inputs/unreach-call.prp --no-por | FileCheck %s --check-prefix=OK
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error
// OK: RESULT: TRUE
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "atomic-assume-lock.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) {
  if (!cond) {
    reach_error();
    abort();
  }
}

int mutex, g0, g1, lock;

void __VERIFIER_atomic_acquire(void) {
  __VERIFIER_assume(mutex == 0);
  mutex = 1;
}
void __VERIFIER_atomic_release(void) {
  __VERIFIER_assume(mutex == 1);
  mutex = 0;
}

void *monitor(void *arg) {
  while (1) {
    __VERIFIER_atomic_acquire();
    __VERIFIER_assert(g0 == g1);
    __VERIFIER_atomic_release();
  }
  return arg;
}

void *writer(void *arg) {
  __VERIFIER_atomic_acquire();
  g0 = 1;
  g1 = 1;
#ifdef SAFE
  lock = 1;
#endif
  __VERIFIER_atomic_release();
#ifndef SAFE
  lock = 1;
#endif
  return arg;
}

void *resetter(void *arg) {
  __VERIFIER_atomic_acquire();
  if (__VERIFIER_nondet_int()) {
    g0 = 0;
    g1 = 0;
    lock = 0;
  }
  __VERIFIER_atomic_release();
  __VERIFIER_atomic_acquire();
  if (lock) __VERIFIER_assert(g0 == 1 && g1 == 1);
  __VERIFIER_atomic_release();
  return arg;
}

int main(void) {
  pthread_t m, w, r;
#ifndef NOMON
  pthread_create(&m, 0, monitor, 0);
#endif
  pthread_create(&w, 0, writer, 0);
  for (int i = 0; i < 2; i++) pthread_create(&r, 0, resetter, 0);
  return 0;
}
