// The bounded claim on threads that wait in loops which write memory: a
// compare-and-swap lock (a failed CAS stores the old value back; -DC11:
// the C11 form, which also writes the expected value, and the loop resets
// it; -DTRYLOCK: a mutex taken by pthread_mutex_trylock), and a condition
// wait in a `while` (bench/threads/cond-publish.c: the wait unlocks and
// locks again).  An iteration that did not switch away and left memory
// and the variables live at the loop's head as it found them adds no
// execution and is dropped, so each loop iterates at most once per context
// and the unwinding ends; before, only loops without writes were cut, and
// these ended at the time limit without the claim.  -DBUG: the lock is
// released too early: FALSE, and the schedule replays under `ferret run`
// (cond-publish-bug.c: tests/regress/smt/threads-cond-rwlock.c).  Never TRUE.
// RUN: %ferret verify %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.cas; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM < %t.cas
// RUN: %ferret verify -DC11 %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.c11; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM < %t.c11
// RUN: %ferret verify -DTRYLOCK %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.try; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM < %t.try
// RUN: %ferret verify %S/../../../bench/threads/cond-publish.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.cond; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM3 < %t.cond
// RUN: not %ferret verify -DBUG %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.bug
// RUN: FileCheck %s --check-prefix=BUG < %t.bug
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.bug > %t.bug.args
// RUN: not %ferret run -DBUG %s $(cat %t.bug.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// CLAIM: RESULT: UNKNOWN (TRUE up to 2 contexts per thread)
// CLAIM3: RESULT: UNKNOWN (TRUE up to 3 contexts per thread)
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run
// REPLAY: reach_error
#include <pthread.h>

extern void reach_error(void);
int lock, inside;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void acquire(void) {
#if defined(C11)
  int expected = 0;
  while (!__atomic_compare_exchange_n(&lock, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) expected = 0;
#elif defined(TRYLOCK)
  while (pthread_mutex_trylock(&m))
    ;
#else
  while (!__sync_bool_compare_and_swap(&lock, 0, 1))
    ;
#endif
}

void release(void) {
#ifdef TRYLOCK
  pthread_mutex_unlock(&m);
#else
  lock = 0;
#endif
}

void *worker(void *arg) {
  acquire();
  inside++;
#ifdef BUG
  release();
#endif
  if (inside != 1) reach_error();
  inside--;
#ifndef BUG
  release();
#endif
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
