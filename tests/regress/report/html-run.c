// run --html: the run itself, walked through, with the values its inputs
// got; a run that ends well has a page too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret run %S/Inputs/list-uaf.c --inputs 3 --html %t/run.html 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: error: use-after-free
// RUN: FileCheck %s < %t/run.html
// CHECK: <title>Ferret run: error: use-after-free for {{.*}}list-uaf.c</title>
// CHECK: "verdict":"error: use-after-free"
// CHECK-SAME: ["input",[0,18,11],0,0,"__VERIFIER_nondet_int() = 3",null]
// RUN: %ferret run %S/Inputs/safe.c --inputs 5 --html %t/ok.html
// RUN: FileCheck %s --check-prefix=OK < %t/ok.html
// OK: "verdict":"exited with status 5"
// OK-SAME: "exit":5
