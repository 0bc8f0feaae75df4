// Two threads take two mutexes in opposite orders: a deadlock in some
// interleavings, reported with where each thread waits and replayed by
// `ferret run`.  -DFIXED takes them in the same order.
// RUN: not %ferret verify %s --trace %t.json | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=SVCOMP
// RUN: %ferret verify -DFIXED %s | FileCheck %s --check-prefix=SVCOMP
// CHECK: RESULT: FALSE(no-deadlock)
// CHECK: error: deadlock: all 2 live threads are blocked
// CHECK-DAG: note: thread 0 is blocked in pthread_mutex_lock here
// CHECK-DAG: note: thread 1 is blocked in pthread_mutex_lock here
// CHECK: switch to thread 1
// REPLAY: error: deadlock: all 2 live threads are blocked
// DEFAULT: exited with status 0
// SVCOMP: RESULT: TRUE
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

void *other(void *arg) {
#ifdef FIXED
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
#else
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
#endif
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, other, 0);
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  pthread_join(t, 0);
  return 0;
}
