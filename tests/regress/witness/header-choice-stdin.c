// A choice made in an included header under a branch on what the program
// read from stdin: the run that finds what the header's call returned
// follows the counterexample's stdin too.  Before, that run read the
// process's own stdin (here empty), took the other way and never made the
// call, and the witness had no function_return waypoint for it.
// RUN: not %ferret verify %s --witness %t.yml < /dev/null | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// CHECK: RESULT: FALSE(valid-deref)
// WITNESS: __ferret_input(\"stdin\", \"x\")
// WITNESS: type: "function_return"
// WITNESS: line: [[@LINE+8]]
// WITNESS: value: "\\result == 42"
#include <stdio.h>
#include "Inputs/pick.h"
int main(void) {
  if (getchar() != 'x')
    return 0;
  int *p = 0;
  int x = pick();
  if (x == 42)
    *p = 1;
  return 0;
}
