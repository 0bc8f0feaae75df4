// A choice made in an included header has no waypoint of its own (a
// waypoint names the task's input files only): the call from the input file
// it was made under gets a function_return waypoint with the value that
// call returned, and `run --replay` searches the choices the witness leaves
// open, trying that value and the program's constants.  Before, the
// witness had only the input file's own choice, and the replay fed it to
// the header's first nondet call: no error.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// WITNESS-NOT: pick.h
// WITNESS: type: "function_return"
// WITNESS-NEXT: action: "follow"
// WITNESS-NEXT: location:
// WITNESS-NEXT: file_name: "{{.*}}header-choice.c"
// WITNESS-NEXT: line: [[@LINE+15]]
// WITNESS-NEXT: column: 16
// WITNESS: value: "\\result == 42"
// WITNESS: line: [[@LINE+12]]
// WITNESS-NEXT: column: 45
// WITNESS: value: "\\result == 5"
// WITNESS-NOT: function_return
// WITNESS: type: "target"
// WITNESS-NOT: pick.h
// REPLAY: error: null-dereference
// REPLAY: ferret: replay: the run shows FALSE(valid-deref), as the counterexample
#include "Inputs/pick.h"
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[2];
  int x = pick(), y = __VERIFIER_nondet_int();
  fill(a);
  if (x == 42 && y == 5 && a[1] == 7) {
    int *p = 0;
    *p = 1;
  }
  return 0;
}
