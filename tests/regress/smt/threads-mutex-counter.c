// A counter incremented by two threads under a mutex: no interleaving loses
// an update, and the SMT engine's context-bounded search must not answer
// FALSE.  It cannot answer TRUE either: its answer is bounded by the
// contexts per thread.  The lazy tracking of regions starts with none, so
// the first counterexamples read the counter and the mutex untracked and
// are spurious; --stats shows the refinement rounds that track them.
// RUN: %ferret verify %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 --stats > %t.out 2>&1; test $? -eq 3
// RUN: FileCheck %s < %t.out
// CHECK: RESULT: UNKNOWN (TRUE up to 2 contexts per thread
// CHECK-NOT: RESULT: FALSE
// CHECK: 2 contexts per thread, 3 threads, {{[1-9][0-9]*}} regions tracked after {{[1-9][0-9]*}} refinement rounds
#include <pthread.h>

extern void reach_error(void);

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *increment(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  int seen = counter;
  counter = seen + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, increment, 0);
  pthread_create(&b, 0, increment, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 2) reach_error();
  return 0;
}
