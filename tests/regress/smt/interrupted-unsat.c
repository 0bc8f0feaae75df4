extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a = __VERIFIER_nondet_int() % 1000, b = __VERIFIER_nondet_int() % 1000, c = __VERIFIER_nondet_int() % 1000;
  if (a > 0 && b > 0 && a != b && a * a + b * b == c * c)
    reach_error();
  return 0;
}
// The call is reachable (3, 4, 5).  Z3 4.8.12 can answer unsat, not
// unknown, to a check the engine's watchdog interrupted at its deadline:
// the BMC's last round took the level's violation for unreachable and
// answered TRUE ("proof by bmc, 1 levels unwound"), about one run in six
// at --timeout 2 on this machine.  An answer other than sat given once the
// deadline has passed is now taken as canceled.  The race is the
// solver's, so this test catches the old behaviour only with some
// probability (about half with four runs), never falsely.
// RUN: for i in 1 2 3 4; do %ferret verify %s --engine smt --timeout 2 --wall-timeout 60 || true; done | FileCheck %s --implicit-check-not=TRUE
// CHECK: RESULT: {{UNKNOWN|FALSE}}
