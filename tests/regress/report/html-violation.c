// verify --html: a self-contained page for a FALSE verdict: the verdict,
// the error and its notes, the walk through the counterexample's run (its
// lines, the nondet value, the call stack of each step) and memory drawn
// as inline SVG at __VERIFIER_plot and at the error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/list-uaf.c --html %t/report.html | FileCheck %s --check-prefix=TEXT
// TEXT: RESULT: FALSE(valid-deref)
// RUN: FileCheck %s < %t/report.html
// RUN: FileCheck %s --check-prefix=SELF < %t/report.html
// CHECK: <title>Ferret: FALSE(valid-deref) for {{.*}}list-uaf.c</title>
// CHECK: Content-Security-Policy
// The plot before the free, then the picture at the error, as inline SVG:
// the freed node dashed, every node a heap block.
// CHECK: <figure class="drawing" id="drawing-0"><svg
// CHECK-SAME: heap block of 16 bytes allocated by malloc
// CHECK: <figure class="drawing" id="drawing-1"><svg
// CHECK-SAME: (FREED)
// CHECK: id="ferret-data"
// CHECK-SAME: "error":{"at":[0,24,
// CHECK-SAME: "kind":"use-after-free"
// CHECK-SAME: "notes":[{"at":[0,11,{{[0-9]+}}],"message":"allocated here by malloc (16 bytes)"},{"at":[0,23,{{[0-9]+}}],"message":"freed here"}]
// CHECK-SAME: "replay":"ferret run {{.*}}list-uaf.c --inputs 2"
// The walk: the nondet value, the call of push with its stack, the plot.
// CHECK-SAME: ["input",[0,18,{{[0-9]+}}],0,0,"__VERIFIER_nondet_int() = 2",null]
// CHECK-SAME: ["plot",[0,21,{{[0-9]+}}],0,0,"memory at __VERIFIER_plot(\"built\")",0]
// CHECK-SAME: "stacks":[{{\[}}["main",null]],{{\[}}["push",[0,20,{{[0-9]+}}]],["main",null]]
// Nothing from outside the page: no src= or href= to load.
// SELF-NOT: src=
// SELF-NOT: <link
