// --jobs 2 runs two verifiers at a time: the two pair-* tasks only answer
// TRUE when they meet in the rendezvous directory (passed through to every
// run after `--`); run one after the other, the first says UNKNOWN.  The
// table stays sorted whatever order the runs finish in, and --csv gets the
// same rows.
// RUN: rm -rf %t.rv && mkdir %t.rv
// RUN: %ferret bench %S/Inputs/pair %S/Inputs/tasks --jobs 2 --csv %t.csv --ferret-binary %S/Inputs/fake-ferret.sh -- --rendezvous %t.rv > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=CSV --input-file %t.csv
// RUN: count 13 < %t.csv
//
// CHECK:      ----
// CHECK-NEXT: pair-a.yml unreach-call true TRUE {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: pair-b.yml unreach-call true TRUE {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: cleanup-both.yml valid-memsafety true TRUE
// CHECK-NEXT: cleanup-both.yml valid-memcleanup false FALSE(valid-memcleanup)
// CHECK-NEXT: mem/deref-ok.yml
// CHECK-NEXT: mem/free-wrong-sub.yml
// CHECK-NEXT: mem/memtrack-false-alarm.yml
// CHECK-NEXT: mem/reach-not-memsafety.yml
// CHECK-NEXT: mem/true-missed-leak.yml
// CHECK-NEXT: mem/true-ok.yml
// CHECK-NEXT: reach/reach-ok.yml
// CHECK-NEXT: reach/unknown-asm.yml
// CHECK-EMPTY:
// CHECK-NEXT: correct true: 4 (+8)
// CHECK:      score: -53 (of 18 possible; 12 runs,
// CHECK-NEXT: exit=1
//
// CSV:      task,property,expected,result,engine,mark,score,cpu_s,mem_mb,wall_s
// CSV-NEXT: pair-a.yml,unreach-call,true,TRUE,,correct,2,{{[0-9.]+,[0-9.]+,[0-9.]+}}
// CSV-NEXT: pair-b.yml,unreach-call,true,TRUE,,correct,2,
// CSV-NEXT: cleanup-both.yml,valid-memsafety,true,TRUE,,correct,2,
// CSV-NEXT: cleanup-both.yml,valid-memcleanup,false,FALSE(valid-memcleanup),,correct,1,
// CSV-NEXT: mem/deref-ok.yml,valid-memsafety,false(valid-deref),FALSE(valid-deref),,correct,1,
// CSV-NEXT: mem/free-wrong-sub.yml,valid-memsafety,false(valid-deref),FALSE(valid-free),,WRONG,-16,
// CSV-NEXT: mem/memtrack-false-alarm.yml,valid-memsafety,true,FALSE(valid-memtrack),,WRONG,-16,
// CSV-NEXT: mem/reach-not-memsafety.yml,valid-memsafety,false(valid-deref),FALSE(unreach-call) (not an answer for valid-memsafety),,unknown,0,
// CSV-NEXT: mem/true-missed-leak.yml,valid-memsafety,false(valid-memtrack),TRUE,,WRONG,-32,
// CSV-NEXT: mem/true-ok.yml,valid-memsafety,true,TRUE,,correct,2,
// CSV-NEXT: reach/reach-ok.yml,unreach-call,false,FALSE(unreach-call),,correct,1,
// CSV-NEXT: reach/unknown-asm.yml,unreach-call,true,UNKNOWN (unsupported: inline assembly),,unknown,0,
