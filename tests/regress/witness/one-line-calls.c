// Several calls on one line: each function_return waypoint names its own
// call's closing parenthesis (format 2.0), so a validator can tell which
// call returned which value; a call spread over two lines is named on the
// line of its ')'.  Before, the waypoints carried the line alone.
// RUN: not %ferret verify %s --property %S/../verify/Inputs/unreach-call.prp --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// WITNESS: line: [[@LINE+17]]
// WITNESS-NEXT: column: 33
// WITNESS: value: "\\result == 3"
// WITNESS: line: [[@LINE+14]]
// WITNESS-NEXT: column: 62
// WITNESS: value: "\\result == 4"
// WITNESS: line: [[@LINE+13]]
// WITNESS-NEXT: column: 7
// WITNESS: value: "\\result == 5"
// WITNESS: line: [[@LINE+10]]
// WITNESS-NEXT: column: 48
// WITNESS: value: "\\result == 1"
// REPLAY: ferret: replay: the run shows FALSE(unreach-call), as the counterexample
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static int twice(int v) { return 2 * v; }
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int(
      ), d = twice(1) + (__VERIFIER_nondet_int() == 1);
  if (a == 3 && b == 4 && c == 5 && d == 3) reach_error();
  return 0;
}
