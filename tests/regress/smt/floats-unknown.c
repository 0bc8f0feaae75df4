// Floating point is not encoded: the SMT engine answers UNKNOWN with the
// reason, never a verdict, on both the safe program and the buggy twin.
// RUN: not %ferret verify %s --engine smt --timeout 10 | FileCheck %s
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 10 | FileCheck %s
// CHECK: RESULT: UNKNOWN ({{.*}}unsupported: {{.*}}double
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
#ifdef BUG
  if (d * 2.0 == 3.0) reach_error();
#else
  if (d != d && d == d) reach_error();
#endif
  return 0;
}
