// The counter of threads-mutex-counter.c without its mutex: thread a reads
// the counter, thread b runs whole, and a writes back what it read, so one
// update is lost.  The SMT engine finds it within 3 contexts per thread (with
// 2, main cannot join a after a's second context: rounds run the threads in
// the order main, a, b) and
// answers FALSE only after the executor ran the model's schedule; the
// schedule it prints replays under `ferret run --schedule`.
// RUN: not %ferret verify %s --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.out > %t.args
// RUN: not %ferret run %s $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// CHECK: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
#include <pthread.h>

extern void reach_error(void);

int counter;

void *increment(void *arg) {
  (void)arg;
  int seen = counter;
  counter = seen + 1;
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
