extern void __VERIFIER_error();
extern int __VERIFIER_nondet_int();
int main() {
  if (__VERIFIER_nondet_int() == 5)
    __VERIFIER_error();
  return 0;
}
// A function declared without a prototype is called, for ILP32 (--32),
// through a cast of it (SV-COMP's older tasks declare __VERIFIER_error
// so, list_flag-1.c among them): still a call of it, so the error-call
// criterion has its goal, and testgen covers it.  Before, it was a call
// through a pointer and the criterion had no goal at all.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --32 --criterion error-call --out %t.suite --timeout 10 2>/dev/null | FileCheck %s
// CHECK: unprototyped.c:5:5: call of __VERIFIER_error {{ *}}covered
// CHECK: goals: 1; covered 1, infeasible 0, unknown 0
// RUN: %ferret cover %s --32 --tests %t.suite --fql 'COVER @CALLS' | FileCheck %s --check-prefix=CALLS
// CALLS: unprototyped.c:4:7: call of __VERIFIER_nondet_int
// CALLS: unprototyped.c:5:5: call of __VERIFIER_error
// CALLS: goals 2 / 2
