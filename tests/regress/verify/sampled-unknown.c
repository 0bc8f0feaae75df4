// A nondet int used in arithmetic is sampled: no bug on the samples, and no
// proof either from the explicit engine.  The portfolio's SMT engine proves
// the index in bounds for every input.
// RUN: not %ferret verify %s --engine explore | FileCheck %s
// RUN: %ferret verify %s --stats | FileCheck %s --check-prefix=AUTO
// CHECK: RESULT: UNKNOWN ({{.*}}sampled
// AUTO: RESULT: TRUE
// AUTO: engine smt
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a[4] = {0, 0, 0, 0};
  return a[(x * 7 + 3) & 3];
}
