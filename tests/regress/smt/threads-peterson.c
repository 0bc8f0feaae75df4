// Peterson's algorithm (bench/threads/peterson.c) under the SMT engine's context bound (Lal-Reps
// sequentialisation), 3 contexts per thread.  -DBUG has each thread give
// itself the turn: the first enters, is preempted inside, and the second,
// finding the turn its own, enters too.  FALSE comes only after the
// executor ran the model's schedule, and the printed schedule replays under
// ferret run.  The correct algorithm has no bug within 3 contexts per
// thread, which is all the engine can say: UNKNOWN, never TRUE.
// RUN: not %ferret verify -DBUG %S/../../../bench/threads/peterson.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.bug
// RUN: FileCheck %s --check-prefix=BUG < %t.bug
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.bug > %t.args
// RUN: not %ferret run -DBUG %S/../../../bench/threads/peterson.c $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %S/../../../bench/threads/peterson.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 8 --wall-timeout 0 > %t.ok; test $? -eq 3
// RUN: FileCheck %s --check-prefix=OK < %t.ok
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
// OK: RESULT: UNKNOWN ({{.*}}up to {{[1-3]}} contexts per thread
