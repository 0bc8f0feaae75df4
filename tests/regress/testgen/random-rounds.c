extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int() % 1000, b = __VERIFIER_nondet_int() % 1000, c = __VERIFIER_nondet_int() % 1000;
  if (a > 0 && b > 0 && a != b && a * a + b * b == c * c)
    return 1;
  return 0;
}
// Where both engines are stuck (the explicit engine samples values used in
// arithmetic, the SMT engine does not solve the nonlinear equation in its
// slices), random runs between the engines' rounds still cover the goal:
// small positive values make a Pythagorean triple.  Before, the first
// pass stopped after 100 runs with nothing new and the engines kept the
// rest of the time: the goal stayed unknown.  (The tests are down here:
// the program's lines stay where they are.)
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 10 2>/dev/null | FileCheck %s
// CHECK: random-rounds.c:4:49: if true {{ *}}covered {{ *}}testcase-{{[0-9]+}}.xml {{ *}}random
// CHECK: goals: 8; covered 8, infeasible 0, unknown 0
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s --check-prefix=COVER
// COVER: branches 8 / 8 100.00 %
