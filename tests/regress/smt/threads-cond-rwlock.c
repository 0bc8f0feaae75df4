// Condition variables and read-write locks under the SMT engine's context
// bound.  A condition wait releases the mutex, may switch away, and takes
// the mutex again, with or without a signal (POSIX allows spurious
// wake-ups); a read-write lock keeps its readers and writer in its own
// bytes, as the executor does.  Each bug (bench/threads: a value published
// after the flag that announces it; a writer holding the lock only for
// reading) is FALSE after the executor ran the model's schedule, and the
// printed schedule replays.  The correct twins are UNKNOWN, never TRUE
// (the bounded claim is not reached in 5 s: main's wait loop is unrolled
// deeper after each check; a deep check used to overrun the child's CPU
// limit, an interruption of Z3 lost: smt_watchdog_test.cpp).  (Before, both
// primitives were unsupported calls: no claim at all.)
// RUN: not %ferret verify %S/../../../bench/threads/cond-publish-bug.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.cond
// RUN: FileCheck %s --check-prefix=BUG < %t.cond
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.cond > %t.cargs
// RUN: not %ferret run %S/../../../bench/threads/cond-publish-bug.c $(cat %t.cargs) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %S/../../../bench/threads/rwlock-bug.c --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 > %t.rw
// RUN: FileCheck %s --check-prefix=BUG < %t.rw
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.rw > %t.rargs
// RUN: not %ferret run %S/../../../bench/threads/rwlock-bug.c $(cat %t.rargs) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %S/../../../bench/threads/cond-publish.c --engine smt --context-bound 1 --property %S/../threads/Inputs/unreach-call.prp --timeout 5 --wall-timeout 0 > %t.ok; test $? -eq 3
// RUN: FileCheck %s --check-prefix=OK < %t.ok
// RUN: %ferret verify %S/../../../bench/threads/rwlock.c --engine smt --context-bound 1 --property %S/../threads/Inputs/unreach-call.prp --timeout 5 --wall-timeout 0 > %t.rok; test $? -eq 3
// RUN: FileCheck %s --check-prefix=OK < %t.rok
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
// OK: RESULT: UNKNOWN (
