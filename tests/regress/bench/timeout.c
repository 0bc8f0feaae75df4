// Timeouts are unknown.  sleep-forever ignores its --timeout and
// --wall-timeout and is killed 3 s after twice the limit of wall-clock time; late-answer answers TRUE, but only
// after 1.2 s of CPU time, and SV-COMP does not count answers given after
// the limit (on a loaded machine it may hit the wall-clock kill first).
// Both run at once (--jobs 2), so this takes about 5 s.
// RUN: %ferret bench %S/Inputs/slow --timeout 1 --jobs 2 --ferret-binary %S/Inputs/fake-ferret.sh > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// CHECK:      ----
// CHECK-NEXT: late-answer.yml unreach-call true TIMEOUT ({{cpu; answered TRUE|wall clock}}) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-NEXT: sleep-forever.yml valid-memsafety true TIMEOUT (wall clock) 0.{{[0-9]+ +[0-9.]+}} unknown
// CHECK-EMPTY:
// CHECK:      unknown: 2
// CHECK-NEXT: memory out: 0
// CHECK-NEXT: score: 0 (of 4 possible; 2 runs,
// CHECK-NEXT: exit=0
