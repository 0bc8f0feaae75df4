// The bench/threads tasks with condition variables, barriers and
// read-write locks under the explicit engine: each correct program TRUE,
// each buggy twin FALSE with a schedule that replays.
// RUN: %ferret verify %S/../../../bench/threads/barrier.c --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %S/../../../bench/threads/rwlock.c --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %S/../../../bench/threads/cond-buffer.c --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify %S/../../../bench/threads/barrier-bug.c --property %S/Inputs/unreach-call.prp > %t.b
// RUN: FileCheck %s --check-prefix=BUG < %t.b
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.b > %t.bargs
// RUN: not %ferret run %S/../../../bench/threads/barrier-bug.c $(cat %t.bargs) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %S/../../../bench/threads/cond-buffer-if.c --property %S/Inputs/unreach-call.prp > %t.c
// RUN: FileCheck %s --check-prefix=BUG < %t.c
// RUN: sed -n 's/^replay: ferret run [^ ]* //p' %t.c > %t.cargs
// RUN: not %ferret run %S/../../../bench/threads/cond-buffer-if.c $(cat %t.cargs) 2>&1 | FileCheck %s --check-prefix=REPLAY
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --schedule
// REPLAY: error: reach-error
