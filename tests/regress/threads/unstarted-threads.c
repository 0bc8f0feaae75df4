// Threads not started yet run to their first visible operation before any
// choice is made, so no state differs from another only in whether a
// thread has started.  The dining philosophers of the SPIN comparison
// (bench/spin/philosophers.c, forks taken in order) for N = 3: 24
// configurations of the philosophers and 17 of the start-up, one fewer than
// SPIN's unreduced count for the Promela twin (42); before the change,
// not-started threads made it 99.
// RUN: %ferret verify %S/../../../bench/spin/philosophers.c -I %S/../../../bench/spin -DN=3 --engine explore --stats | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK: states stored 41{{$}}
