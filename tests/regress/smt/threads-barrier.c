// Barriers under the SMT engine's context bound.  A barrier keeps its
// count, arrivals and generation in its own bytes, as the executor does;
// a thread that is not the last to arrive waits, a switch point of its
// own, until the generation moves.  The bug (bench/threads/barrier-bug.c:
// the second worker writes its half after the barrier) is FALSE after the
// executor ran the model's schedule, and the printed schedule replays; the
// correct twin has the bounded claim, never TRUE.  (Before, a barrier was
// an unsupported call: UNKNOWN with no claim.)
// RUN: not %ferret verify %S/../../../bench/threads/barrier-bug.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.bug
// RUN: FileCheck %s --check-prefix=BUG < %t.bug
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.bug > %t.args
// RUN: not %ferret run %S/../../../bench/threads/barrier-bug.c $(cat %t.args) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %S/../../../bench/threads/barrier.c --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 --wall-timeout 0 > %t.ok; test $? -eq 3
// RUN: FileCheck %s --check-prefix=OK < %t.ok
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
// OK: RESULT: UNKNOWN (TRUE up to 2 contexts per thread)
