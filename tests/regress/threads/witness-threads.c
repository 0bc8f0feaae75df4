// The witness of a concurrent counterexample uses format 2.2's concurrency
// extension: every waypoint names its thread (0 = main, then creation
// order), each scheduling point is the chosen thread's arrival where it
// stands (an input in a thread is one), and the target is in the thread
// that fails.
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: %check-witness %t.yml --source
// The witness replays: its assumption waypoints' threads are the schedule.
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// CHECK: RESULT: FALSE(unreach-call)
// WITNESS: format_version: "2.2"
// WITNESS: type: "assumption"
// WITNESS: line: [[@LINE+34]]
// WITNESS-NEXT: function: "main"
// WITNESS: value: "1"
// WITNESS-NEXT: format: "c_expression"
// WITNESS-NEXT: thread_id: 0
// WITNESS: type: "assumption"
// WITNESS: line: [[@LINE+19]]
// WITNESS-NEXT: function: "worker"
// WITNESS: thread_id: 1
// WITNESS: type: "function_return"
// WITNESS: line: [[@LINE+15]]
// WITNESS: value: "\\result == 1"
// WITNESS: thread_id: 1
// WITNESS: type: "target"
// WITNESS: line: [[@LINE+13]]
// WITNESS-NEXT: column: 5
// WITNESS-NEXT: function: "worker"
// WITNESS-NEXT: thread_id: 1
#include <pthread.h>
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int shared;

void *worker(void *arg) {
  (void)arg;
  _Bool b = __VERIFIER_nondet_bool();
  if (b && shared == 1)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  shared = 1;
  pthread_join(t, 0);
  return 0;
}
