// The walk through a racy run shows the threads' switches and which thread
// runs each step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/race.c --property %S/Inputs/no-data-race.prp --html %t/race.html | FileCheck %s --check-prefix=TEXT
// TEXT: RESULT: FALSE(no-data-race)
// RUN: FileCheck %s < %t/race.html
// CHECK: "kind":"data-race"
// CHECK-SAME: ["switch",[0,{{[0-9]+}},{{[0-9]+}}],1,{{[0-9]+}},"thread 1 runs",null]
// CHECK-SAME: ["line",[0,5,{{[0-9]+}}],1,{{[0-9]+}},null,null]
// CHECK-SAME: {{\[}}["work",null]]
