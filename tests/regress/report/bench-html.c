// bench --html with --keep-reports: the table of runs, each task linked
// to its own report, which is kept.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ferret bench %S/Inputs/tasks --timeout 20 --no-progress --html %t/bench.html --keep-reports %t/reports > /dev/null 2>&1
// RUN: FileCheck %s < %t/bench.html
// RUN: FileCheck %s --check-prefix=REPORT < %t/reports/list-uaf.valid-memsafety.html
// RUN: test -f %t/reports/safe.valid-memsafety.html
// CHECK: <title>Ferret bench</title>
// CHECK: "columns":["task","property","expected","result","engine","CPU s","MB","mark"]
// CHECK-SAME: "links":["reports/list-uaf.valid-memsafety.html","reports/reach.unreach-call.html","reports/safe.valid-memsafety.html"]
// CHECK-SAME: ["list-uaf.yml","valid-memsafety","false(valid-deref)","FALSE(valid-deref)","explore",
// CHECK-SAME: "summary":"\ncorrect true:
// REPORT: <title>Ferret: FALSE(valid-deref) for
// Bad: a --keep-reports that is a file.
// RUN: not %ferret bench %S/Inputs/tasks --keep-reports %S/Inputs/safe.c 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ferret: error: cannot write --keep-reports {{.*}}safe.c: not a directory
