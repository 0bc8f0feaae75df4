// ferret bench scores verdicts as SV-COMP does.  Inputs/fake-ferret.sh plays
// the verifier and answers by task file name; each task's expected verdict
// makes the answer correct, wrong or not an answer at all:
//   correct true +2, correct false +1, wrong true -32, wrong false -16
//   (also FALSE of the wrong memsafety subproperty), unknown 0.
// Without a terminal, stderr gets one line per finished run.
// RUN: %ferret bench %S/Inputs/tasks --ferret-binary %S/Inputs/fake-ferret.sh > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: count 10 < %t.err
//
// Rows are sorted by task path (relative to the input directory), one per
// property of the task.
// CHECK:      task property expected result engine CPU s MB mark
// CHECK-NEXT: ----
// CHECK-NEXT: cleanup-both.yml valid-memsafety true TRUE {{[0-9]+\.[0-9]+ +[0-9]+\.[0-9]+}} correct
// CHECK-NEXT: cleanup-both.yml valid-memcleanup false FALSE(valid-memcleanup) {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: mem/deref-ok.yml valid-memsafety false(valid-deref) FALSE(valid-deref) {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: mem/free-wrong-sub.yml valid-memsafety false(valid-deref) FALSE(valid-free) {{[0-9.]+ +[0-9.]+}} WRONG
// CHECK-NEXT: mem/memtrack-false-alarm.yml valid-memsafety true FALSE(valid-memtrack) {{[0-9.]+ +[0-9.]+}} WRONG
// CHECK-NEXT: mem/reach-not-memsafety.yml valid-memsafety false(valid-deref) FALSE(unreach-call) (not an answer for valid-memsafety) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-NEXT: mem/true-missed-leak.yml valid-memsafety false(valid-memtrack) TRUE {{[0-9.]+ +[0-9.]+}} WRONG
// CHECK-NEXT: mem/true-ok.yml valid-memsafety true TRUE {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: reach/reach-ok.yml unreach-call false FALSE(unreach-call) {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: reach/unknown-asm.yml unreach-call true UNKNOWN (unsupported: inline assembly) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-EMPTY:
// CHECK-NEXT: correct true: 2 (+4)
// CHECK-NEXT: correct false: 3 (+3)
// CHECK-NEXT: wrong true: 1 (-32)
// CHECK-NEXT: wrong false: 2 (-32)
// CHECK-NEXT: unknown: 2
// CHECK-NEXT: memory out: 0
// CHECK-NEXT: score: -57 (of 14 possible; 10 runs, {{.*}} s CPU, {{.*}} s wall)
// CHECK-NEXT: exit=1
//
// ERR: [1/10] cleanup-both.yml valid-memsafety: TRUE (correct, {{[0-9.]+}} s)
// ERR: [4/10] mem/free-wrong-sub.yml valid-memsafety: FALSE(valid-free) (WRONG, {{[0-9.]+}} s)
// ERR: [10/10] reach/unknown-asm.yml unreach-call: UNKNOWN (unsupported: inline assembly) (unknown, {{[0-9.]+}} s)
