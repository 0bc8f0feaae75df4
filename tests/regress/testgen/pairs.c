extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  int r = 0;
  if (a > 3)
    r = 1;
  if (b == a + 1)
    r += 2;
  if (a == 7)
    r += 4;
  if (r == 7 && b > 100)
    reach_error();
  return r;
}
// Path-sensitive goals: every pair of decisions in sequence.  Of the 38
// pairs, the 14 that need r == 7 (a > 3, b == a + 1 and a == 7) with
// another outcome of an earlier decision, or with b > 100 (b would be 8),
// are infeasible: the 7 that end with b > 100 by the shape engine's run
// over all goals at once (that step is never reached), the others by the
// shape engine following the goal's automaton (the SMT engine, which
// follows it too, proved them before the shape engine did; through.c's
// PASSING goal is still its).  The rest are covered.  `ferret cover` of
// the suite agrees.
// RUN: rm -rf %t.suite %t.err
// RUN: %ferret testgen %s --out %t.suite --timeout 60 --fql 'IN @FUNC(main) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)' 2>/dev/null | FileCheck %s
// CHECK: pairs.c:7:9: if false -> {{.*}}pairs.c:13:9: && true {{ *}}infeasible {{ *}}shape
// CHECK: pairs.c:13:9: && true -> {{.*}}pairs.c:13:19: if true {{ *}}infeasible {{ *}}shape
// CHECK: goals: 38; covered 24, infeasible 14, unknown 0 (63.16 % covered, 100.00 % of the feasible)
// RUN: %ferret cover %s --tests %t.suite --fql 'IN @FUNC(main) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)' | FileCheck %s --check-prefix=COVER
// COVER: goals 24 / 38
// Error calls: the call of reach_error needs r == 7 and b > 100:
// infeasible, which the shape engine's ranges of a and b prove.
// RUN: %ferret testgen %s --out %t.err --timeout 30 --criterion error-call 2>/dev/null | FileCheck %s --check-prefix=ERROR
// ERROR: pairs.c:14:5: call of reach_error {{ *}}infeasible {{ *}}shape
// ERROR: goals: 1; covered 0, infeasible 1, unknown 0
