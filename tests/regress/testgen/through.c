extern int __VERIFIER_nondet_int(void);
int g(int a) { return a * 2; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x > 100)
    r = g(x);
  if (x % 1000 == 777)
    r++;
  if (x < 50 && x % 100 == -37)
    r--;
  return r;
}
// Path goals with calls (the issue's "reach line 40 passing through a call
// of g"): line 9 after a call of g needs x = 777 + 1000k > 100, which the
// explicit engine finds; line 11 after a call of g needs x > 100 and
// x < 50, which the shape engine proves infeasible by following the goal's
// automaton (the SMT engine did before the shape engine followed
// sequences; it still proves the PASSING goal below, which the shape
// engine does not follow).  Never calling g: line 9 needs x = 777 + 1000k <= 100
// (C's % of a negative x is negative): infeasible; line 11 wants x = -37 - 100k.
// `ferret cover` of each suite agrees.  (The lines stay where they are:
// the tests are down here.)
// RUN: rm -rf %t.after %t.never
// RUN: %ferret testgen %s --out %t.after --timeout 30 --fql 'COVER @CALL(g) -> @LINE(9) + @CALL(g) -> @LINE(11)' 2>/dev/null | FileCheck %s --check-prefix=AFTER
// AFTER: through.c:7:9: call of g -> {{.*}}through.c:9: line {{ *}}covered {{ *}}testcase-1.xml {{ *}}explore
// AFTER: through.c:7:9: call of g -> {{.*}}through.c:11: line {{ *}}infeasible {{ *}}shape
// AFTER: goals: 2; covered 1, infeasible 1, unknown 0
// RUN: %ferret cover %s --tests %t.after --fql 'COVER @CALL(g) -> @LINE(9) + @CALL(g) -> @LINE(11)' | FileCheck %s --check-prefix=AFTER-COVER
// AFTER-COVER: goals 1 / 2
// RUN: %ferret testgen %s --out %t.never --timeout 30 --fql 'COVER @LINE(9) + @LINE(11) PASSING ^NOT(@CALL(g))*$' 2>/dev/null | FileCheck %s --check-prefix=NEVER
// NEVER: through.c:9: line passing ^EDGES(NOT(@CALL(g)))*$ {{ *}}infeasible {{ *}}smt
// NEVER: through.c:11: line passing ^EDGES(NOT(@CALL(g)))*$ {{ *}}covered {{ *}}testcase-1.xml
// NEVER: goals: 2; covered 1, infeasible 1, unknown 0
// RUN: FileCheck %s --check-prefix=NEVER-CASE < %t.never/testcase-1.xml
// NEVER-CASE: <input>{{-[0-9]*37}}</input>
// RUN: %ferret cover %s --tests %t.never --fql 'COVER @LINE(9) + @LINE(11) PASSING ^NOT(@CALL(g))*$' | FileCheck %s --check-prefix=NEVER-COVER
// NEVER-COVER: goals 1 / 2
