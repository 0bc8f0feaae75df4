// The walk through a racy run shows the threads' switches and which thread
// runs each step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/race.c --property %S/Inputs/no-data-race.prp --html %t/race.html | FileCheck %s --check-prefix=TEXT
// TEXT: RESULT: FALSE(no-data-race)
// RUN: FileCheck %s < %t/race.html
// CHECK: "kind":"data-race"
// CHECK-SAME: "stacks":{{.}}{{.}}["main",[0,8,0]]],{{.}}["work",[0,10,3]]]]
// CHECK-SAME: ["switch",null,1,1,"thread 1 runs",null],["line",[0,5,13],1,1,null,null],["switch",[0,11,13],0,0,"thread 0 runs",null]
