// An engine with nothing to say (here the shape verifier, which runs
// first) writes an empty invariant set, and the
// verdict output says so and why: no loop here; a multi-threaded program's
// loop-head states are not written.
// RUN: %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: %ferret verify %S/Inputs/threads-loop.c --witness %t.threads.yml | FileCheck %s --check-prefix=THREADS
// RUN: %check-witness %t.threads.yml
// CHECK: RESULT: TRUE
// CHECK-NEXT: witness: {{.*}} is an empty invariant set: the shape engine holds no loop invariant for this program (no loop was entered)
// WITNESS: entry_type: "invariant_set"
// WITNESS: content:
// WITNESS-NEXT: []
// THREADS: RESULT: TRUE
// THREADS-NEXT: witness: {{.*}} is an empty invariant set: {{.*}}(loop invariants of multi-threaded programs are not written)
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  return x > 0 ? 1 : 0;
}
