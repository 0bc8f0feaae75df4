// Inputs may mix task files and directories (a trailing slash is fine); a
// task reached twice runs once, where it was first named.  A task file given
// directly is shown as given.  Property files are resolved against the task
// file's directory, and arguments after `--` reach every verify run.
// RUN: %ferret bench %S/Inputs/tasks/reach/reach-ok.yml %S/Inputs/tasks/reach/ --ferret-binary %S/Inputs/fake-ferret.sh > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// CHECK:      ----
// CHECK-NEXT: {{/.*}}/Inputs/tasks/reach/reach-ok.yml unreach-call false FALSE(unreach-call) {{[0-9.]+ +[0-9.]+}} correct
// CHECK-NEXT: unknown-asm.yml unreach-call true UNKNOWN (unsupported: inline assembly)
// CHECK-EMPTY:
// CHECK:      score: 1 (of 3 possible; 2 runs,
// CHECK-NEXT: exit=0
//
// RUN: %ferret bench %S/Inputs/args --timeout 7 --ferret-binary %S/Inputs/fake-ferret.sh -- --foo bar > %t.args 2> %t.err
// RUN: FileCheck %s --check-prefix=ARGS --input-file %t.args
// ARGS: args-echo.yml unreach-call true UNKNOWN (args: --property /{{.*}}/bench/Inputs/properties/unreach-call.prp --timeout 7 --foo bar --stats --wall-timeout 14 --memory-limit {{[0-9]+}})
// A wall-clock limit of its own (for a loaded machine) reaches verify.
// RUN: %ferret bench %S/Inputs/args --timeout 7 --wall-timeout 50 --ferret-binary %S/Inputs/fake-ferret.sh > %t.wall 2> %t.err
// RUN: FileCheck %s --check-prefix=WALL --input-file %t.wall
// WALL: args-echo.yml unreach-call true UNKNOWN (args: --property /{{.*}}/bench/Inputs/properties/unreach-call.prp --timeout 7 --stats --wall-timeout 50 --memory-limit {{[0-9]+}})
