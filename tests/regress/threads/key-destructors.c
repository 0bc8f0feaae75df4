// A thread's exit runs its keys' destructors: a non-null value is set to
// null and the destructor called with it, in up to four rounds while
// destructors set values again (glibc's PTHREAD_DESTRUCTOR_ITERATIONS);
// a library function (free) may be the destructor.
// Before they ran, the block freed by `release` was still allocated at
// exit (a wrong FALSE(valid-memcleanup)) and a bug inside a destructor went
// unseen.
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: %ferret verify %s --property %S/../verify/Inputs/valid-memcleanup.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// EXEC-NOT: still-reachable
// EXEC: exited with status 0
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-free)
// BUG: error: double-free
// BUG: #0 release
#include <pthread.h>
#include <stdlib.h>

void reach_error(void) { abort(); }
pthread_key_t block_key, again_key, free_key;
int again_calls;

void release(void *p) { free(p); }
void again(void *p) {
  ++again_calls;
  pthread_setspecific(again_key, p);  // set again: called in every round
}

void *worker(void *arg) {
  (void)arg;
  void *p = malloc(16);
  pthread_setspecific(block_key, p);
  pthread_setspecific(again_key, &again_calls);
  pthread_setspecific(free_key, malloc(8));
#ifdef BUG
  free(p);
#endif
  return 0;
}

int main(void) {
  pthread_key_create(&block_key, release);
  pthread_key_create(&again_key, again);
  pthread_key_create(&free_key, free);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (again_calls != 4)
    reach_error();
  return 0;
}
