// Waypoints may only name the task's input files.  A choice made inside an
// included header is left out of the witness, and a violation in a header's
// code is targeted at its call in the input file.  (This used to end in an
// uncaught exception.)
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// CHECK: RESULT: FALSE(valid-deref)
// WITNESS: format_version: "2.0"
// WITNESS-NOT: choose.h
// WITNESS: type: "function_return"
// WITNESS: line: [[@LINE+10]]
// WITNESS-NOT: choose.h
// WITNESS: type: "target"
// WITNESS: line: [[@LINE+9]]
// WITNESS-NEXT: column: 5
// WITNESS-NEXT: function: "main"
#include "Inputs/choose.h"
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int a = choose();
  _Bool b = __VERIFIER_nondet_bool();
  if (b && a == 0)
    store(0, a);
  return 0;
}
