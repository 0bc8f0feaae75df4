// A nondet int used in arithmetic is sampled: no bug on the samples, and no
// proof either from the explicit engine.  The SMT engine proves the index
// in bounds for every input, and so does the shape engine, which bounds
// `y & 3` (the portfolio's first engine: its answer stands).
// RUN: not %ferret verify %s --engine explore | FileCheck %s
// RUN: %ferret verify %s --engine smt | FileCheck %s --check-prefix=PROVED
// RUN: %ferret verify %s | FileCheck %s --check-prefix=PROVED
// CHECK: RESULT: UNKNOWN ({{.*}}sampled
// PROVED: RESULT: TRUE
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a[4] = {0, 0, 0, 0};
  return a[(x * 7 + 3) & 3];
}
