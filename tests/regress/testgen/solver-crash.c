extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = 0;
  while (__VERIFIER_nondet_int()) s += 2;
  if (s % 2 == 1) return 1;
  return 0;
}
// Z3 4.8.12 crashes (a segmentation fault in Spacer's query) on some
// programs, e.g. SV-COMP's forester-heap/dll-rb-sentinel-1.c, and testgen
// ran the SMT engine in its own process: it died with it, no table, no
// reduced suite.  The engine now runs in a child process: a crash ends
// that goal's SMT attempt (the goal unknown, the reason named), and the
// generation goes on.  No small program crashes Z3 fast and always, so
// the child is made to crash (FERRET_TEST_CRASH_CHILD, read only in the
// child).  Without it, the goal the SMT engine proves infeasible:
// RUN: rm -rf %t.suite %t.crashed
// RUN: %ferret testgen %s --out %t.suite --timeout 3 --quiet | FileCheck %s --check-prefix=SOUND
// SOUND: solver-crash.c:5:13: if true {{ *}}infeasible {{ *}}smt
// RUN: env FERRET_TEST_CRASH_CHILD=1 %ferret testgen %s --out %t.crashed --timeout 3 > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// CHECK: solver-crash.c:5:13: if true {{ *}}unknown
// CHECK-NEXT: smt: the SMT engine failed: it was ended by signal 11
// CHECK: goals: 4; covered 3, infeasible 0, unknown 1
// CHECK: tests: {{[1-9]}} found, {{[1-9]}} after reduction
// RUN: %ferret cover %s --tests %t.crashed --criterion branches | FileCheck %s --check-prefix=COVER
// COVER: branches 3 / 4 75.00 %
// verify's portfolio, which asks the same kind of child, names it the
// same way:
// RUN: not env FERRET_TEST_CRASH_CHILD=1 %ferret verify %s --engine smt --timeout 5 | FileCheck %s --check-prefix=VERIFY
// VERIFY: RESULT: UNKNOWN (the SMT engine failed: it was ended by signal 11)
// A crash as the engine's time runs out (Z3 4.8.12 aborts so when Spacer
// is interrupted at its deadline) is the end of that time, not a lasting
// failure: the engines were not tried on the goal again, and it stayed
// unknown; now the next round's longer slice brings the proof.  The child
// aborts at the end of every slice under 0.4 s (the first round's):
// RUN: rm -rf %t.late
// RUN: env FERRET_TEST_CRASH_CHILD=late:0.4 %ferret testgen %s --out %t.late --timeout 6 --quiet | FileCheck %s --check-prefix=LATE
// LATE: solver-crash.c:5:13: if true {{ *}}infeasible {{ *}}{{smt|shape}}
// LATE: goals: 4; covered 3, infeasible 1, unknown 0
