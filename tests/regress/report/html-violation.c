// verify --html: a self-contained page for a FALSE verdict: the verdict,
// the error and its notes, the walk through the counterexample's run (its
// lines, the nondet value, the call stack of each step) and memory drawn
// as inline SVG at __VERIFIER_plot and at the error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/list-uaf.c --html %t/report.html | FileCheck %s --check-prefix=TEXT
// TEXT: RESULT: FALSE(valid-deref)
// RUN: FileCheck %s < %t/report.html
// RUN: FileCheck %s --check-prefix=SELF < %t/report.html
// CHECK: Content-Security-Policy
// CHECK: <title>Ferret: FALSE(valid-deref) for {{.*}}list-uaf.c</title>
// The plot before the free, then the picture at the error, as inline SVG:
// heap blocks, the freed one marked.
// CHECK: <figure class="drawing" id="drawing-0"><svg
// CHECK: heap block of 16 bytes allocated by malloc
// CHECK: <figure class="drawing" id="drawing-1"><svg
// CHECK: heap block of 16 bytes allocated by malloc (FREED)
// CHECK: id="ferret-data"
// CHECK-SAME: "error":{"at":[0,24,23],"kind":"use-after-free"
// CHECK-SAME: "notes":[{"at":[0,11,20],"message":"allocated here by malloc (16 bytes)"},{"at":[0,23,3],"message":"freed here"}]
// CHECK-SAME: "replay":"ferret run {{.*}}list-uaf.c --inputs 2"
// The walk: main's and push's stacks; the nondet value, push called from
// line 20, the plot and the picture at the error.
// CHECK-SAME: "stacks":{{.}}{{.}}["main",[0,16,0]]],{{.}}["push",[0,20,38]],["main",[0,16,0]]]]
// CHECK-SAME: ["input",[0,18,11],0,0,"__VERIFIER_nondet_int() = 2",null]
// CHECK-SAME: ["line",[0,11,20],0,1,null,null]
// CHECK-SAME: ["plot",[0,21,3],0,0,"memory at __VERIFIER_plot(\"built\")",0]
// CHECK-SAME: ["plot",[0,24,23],0,0,"memory at the error",1]
// Nothing from outside the page: no src= or href= to load.
// SELF-NOT: src=
// SELF-NOT: <link
