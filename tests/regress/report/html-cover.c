// cover --html: the goals over the source, covered or not and by which
// tests (per-file and per-function totals are drawn from them).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ferret cover %S/../cover/goals.c --tests %S/../cover/Inputs/goals --html %t/cover.html > /dev/null
// RUN: FileCheck %s < %t/cover.html
// CHECK: <title>Ferret coverage of {{.*}}goals.c</title>
// A goal: its kind, place, text, hits, function and the tests reaching it.
// CHECK: "goals":{{\[}}["function",[0,41,0],"{{.*}}goals.c:41: function classify",{{[1-9][0-9]*}},"classify",[0,
// CHECK-SAME: ["case",[0,47,3],"{{.*}}goals.c:47:3: case 2",0,"classify",[]]
// CHECK-SAME: "tests":{{\[}}["testcase1.xml","exit 0"],["testcase2.xml","error: reach-error:
