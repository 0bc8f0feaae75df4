// Waypoints may only name the task's input files.  A choice made inside an
// included header gets its waypoint at the input file's call it was made
// under (the value that call returned), and a violation in a header's code
// is targeted at its call in the input file.  (This used to end in an
// uncaught exception; then the header's choice was left out, and the
// witness did not replay.)
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// WITNESS: format_version: "2.0"
// WITNESS-NOT: choose.h
// WITNESS: type: "function_return"
// WITNESS: line: [[@LINE+14]]
// WITNESS-NEXT: column: 18
// WITNESS: value: "\\result == 0"
// WITNESS: type: "function_return"
// WITNESS: line: [[@LINE+11]]
// WITNESS-NOT: choose.h
// WITNESS: type: "target"
// WITNESS: line: [[@LINE+10]]
// WITNESS-NEXT: column: 5
// WITNESS-NEXT: function: "main"
// REPLAY: ferret: replay: the run shows FALSE(valid-deref), as the counterexample
#include "Inputs/choose.h"
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int a = choose();
  _Bool b = __VERIFIER_nondet_bool();
  if (b && a == 0)
    store(0, a);
  return 0;
}
