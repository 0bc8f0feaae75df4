// A verifier that crashes, rejects its input or prints no usable verdict
// scores unknown (0), with the reason in the result column; the last line of
// its stderr says what went wrong.  No wrong result, so bench exits 0.
// RUN: %ferret bench %S/Inputs/failures --ferret-binary %S/Inputs/fake-ferret.sh > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// CHECK:      ----
// CHECK-NEXT: crash-abort.yml valid-memsafety true CRASH (exit 134: fake-ferret: Assertion `kind != Poison' failed.) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-NEXT: garbled-maybe.yml unreach-call false ERROR (bad RESULT line: MAYBE) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-NEXT: inputerr-syntax.yml valid-memsafety false(valid-free) ERROR (exit 2: inputerr-syntax.c:3:9: error: expected ';' after expression) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-NEXT: noresult-hello.yml unreach-call true ERROR (no RESULT line, exit 0) {{[0-9.]+ +[0-9.]+}} unknown
// CHECK-EMPTY:
// CHECK-NEXT: correct true: 0 (+0)
// CHECK-NEXT: correct false: 0 (+0)
// CHECK-NEXT: wrong true: 0 (+0)
// CHECK-NEXT: wrong false: 0 (+0)
// CHECK-NEXT: unknown: 4
// CHECK-NEXT: memory out: 0
// CHECK-NEXT: score: 0 (of 6 possible; 4 runs,
// CHECK-NEXT: exit=0
