// bench/threads/lost-update.c, the counter of threads-mutex-counter.c without its mutex: thread a reads
// the counter, thread b runs whole, and a writes back what it read, so one
// update is lost.  The SMT engine finds it within 3 contexts per thread (with
// 2, main cannot join a after a's second context: rounds run the threads in
// the order main, a, b) and
// answers FALSE only after the executor ran the model's schedule; the
// schedule it prints replays under `ferret run --schedule`.
// RUN: not %ferret verify %S/../../../bench/threads/lost-update.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.out > %t.args
// RUN: not %ferret run %S/../../../bench/threads/lost-update.c $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// CHECK: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
