extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int g(int a) {
  if (a > 5)
    return 1;
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x > 0 && x < 10)
    r = g(x);
  switch (x) {
    case 1: r += 2; break;
    default: break;
  }
  while (r < 3)
    r++;
  if (r == 9)
    reach_error();
ERR:
  return r;
}
// `ferret cover --fql`: the goals of each filter and operator, counted by
// hand on the program above (its lines stay where they are: the tests are
// down here).  The suite: x = 7 (g returns 1, the loop runs twice), x = 1
// (case 1, the loop once), x = -3 (&& false, the loop three times).
// The program's 39 edges: g's entry, exit, 4 line runs (5, 6, 7, 8) and 2
// branch outcomes; main's entry, exit, 19 line runs, 3 calls
// (__VERIFIER_nondet_int, g, reach_error), 8 branch outcomes (13:9 &&,
// 13:18 if, 19:12 while, 21:9 if) and 2 switch edges (case 1, default).
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER EDGES(ID)' | FileCheck %s --check-prefix=ALL
// ALL: goals 35 / 39
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER EDGES(@DECISIONEDGE)' | FileCheck %s --check-prefix=DECISION
// DECISION: goals 10 / 12
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @CONDITIONEDGE' | FileCheck %s --check-prefix=CONDITION
// CONDITION: goals 8 / 10
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @CALLS' | FileCheck %s --check-prefix=CALLS
// CALLS: not covered:
// CALLS-NEXT: fql.c:22:5: call of reach_error
// CALLS: goals 2 / 3
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @ENTRY(g) + @EXIT(g) + @CALL(g) + @LABEL(ERR)' | FileCheck %s --check-prefix=NAMED
// NAMED: goals 4 / 4
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @FUNC(g)' | FileCheck %s --check-prefix=FUNC
// FUNC: goals 8 / 8
// The line's two runs (before and after &&) and its four outcomes; @13 is @LINE(13).
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @13' | FileCheck %s --check-prefix=LINE
// LINE: not covered:
// LINE-NEXT: fql.c:13:18: if false
// LINE: goals 5 / 6
// Column 9: g's if (5:9), the && (13:9), the call of g (14:9), the last if (21:9).
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @COLUMN(9) & @FILE('"'"'fql.c'"'"')' | FileCheck %s --check-prefix=COLUMN
// COLUMN: goals 6 / 7
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @BASICBLOCKENTRY' | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: goals 16 / 17
// The && belongs to its if.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @STMTTYPE(IF) + @STMTTYPE(WHILE, SWITCH)' | FileCheck %s --check-prefix=STMT
// STMT: goals 10 / 12
// An expression at its operator's column; a line run holds its whole line.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql "COVER @EXPR('x > 0')" | FileCheck %s --check-prefix=EXPR
// EXPR: fql.c:13: line
// EXPR: fql.c:13:9: && true
// EXPR: goals 4 / 4
// The edges of lines 12 (a run), 14 (a run and the call), 19 (three runs
// and two outcomes) and 21 (two runs and two outcomes).
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql "COVER @REGEXP('r [<=]')" | FileCheck %s --check-prefix=REGEXP
// REGEXP: goals 11 / 12
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER NOT(@FUNC(g))' | FileCheck %s --check-prefix=NOT
// NOT: goals 27 / 31
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER SETMINUS(@FUNC(main), @CALLS)' | FileCheck %s --check-prefix=SETMINUS
// SETMINUS: goals 25 / 28
// & binds tighter than |: g's two outcomes and the three calls.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @FUNC(g) & @DECISIONEDGE | @CALLS' | FileCheck %s --check-prefix=PRECEDENCE
// PRECEDENCE: goals 4 / 5
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER UNION(@CALL(g), @ENTRY(g)) + INTERSECT(@FUNC(g), @DECISIONEDGE)' | FileCheck %s --check-prefix=SETS
// SETS: goals 4 / 4
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER COMPOSE(@DECISIONEDGE, @FUNC(main))' | FileCheck %s --check-prefix=COMPOSE
// COMPOSE: goals 8 / 10
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'IN @FUNC(main) COVER EDGES(@DECISIONEDGE)' | FileCheck %s --check-prefix=SCOPE
// SCOPE: goals 8 / 10
// Pairs of decisions in sequence.  g is called once, so none of its
// decisions can follow another.  In main, the second decision after each
// first one that can reach it: 8 after && true, 6 after && false, 6 after
// each if, 4 after each switch edge, 4 after while true (the loop), 2 after
// while false, none after the last if: 40.  Covered: 16 by x = 7, 5 more
// by x = 1 (those with case 1), 4 more by x = -3 (those after && false).
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'IN @FUNC(g) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)' | FileCheck %s --check-prefix=PAIRS-G
// PAIRS-G: goals 0 / 0
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'IN @FUNC(main) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)' | FileCheck %s --check-prefix=PAIRS
// PAIRS: t1.xml: exit 3; 16 new goals
// PAIRS: t2.xml: exit 3; 5 new goals
// PAIRS: t3.xml: exit 3; 4 new goals
// PAIRS: goals 25 / 40
// The same with the scope written last, as issue 17 writes it.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE) IN @FUNC(main)' | FileCheck %s --check-prefix=PAIRS-LAST
// PAIRS-LAST: goals 25 / 40
// Directly after: only the call of g is followed by g's entry.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @CALLS . @ENTRY(g)' | FileCheck %s --check-prefix=CONCAT
// CONCAT: fql.c:14:9: call of g . {{.*}}fql.c:4: function g
// CONCAT: goals 1 / 1
// Reach line 22 passing through a call of g; and line 20 by a test that called g.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @CALL(g) -> @LINE(22)' | FileCheck %s --check-prefix=THROUGH
// THROUGH: fql.c:14:9: call of g -> {{.*}}fql.c:22: line
// THROUGH: goals 0 / 2
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @LINE(20) PASSING @CALL(g)' --json | python3 -c "import json,sys; g=json.load(sys.stdin)['goals'][0]; print(g['text'], g['covered_by'])" | FileCheck %s --check-prefix=PASSING
// PASSING: fql.c:20: line passing EDGES(@CALL(g)) ['t1.xml', 't2.xml']
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @LINE(20) PASSING ^NOT(@CALL(g))*$' --json | python3 -c "import json,sys; print(json.load(sys.stdin)['goals'][0]['covered_by'])" | FileCheck %s --check-prefix=NEVER
// NEVER: ['t3.xml']
// Anchors: the path starts at main's entry, not at line 11; it ends at
// main's exit.  They hold for every goal of the pattern: no path starts at
// main's entry and ends there too.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER ^@ENTRY(main) . @LINE(11)' | FileCheck %s --check-prefix=START
// START: goals 1 / 1
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER ^@LINE(11)' | FileCheck %s --check-prefix=NOSTART
// NOSTART: goals 0 / 2
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @EXIT(main)$' | FileCheck %s --check-prefix=END
// END: goals 1 / 1
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER ^@ENTRY(main) . @LINE(11) + @EXIT(main)$' | FileCheck %s --check-prefix=BOTH
// BOTH: goals 0 / 2
// A quoted path pattern is one goal; ID* lets g's own edges pass between.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER "@CALL(g) . ID* . @EXIT(g)" + "@CALL(g) . @EXIT(g)"' | FileCheck %s --check-prefix=QUOTE
// QUOTE: not covered:
// QUOTE-NEXT: "(EDGES(@CALL(g)) . EDGES(@EXIT(g)))"
// QUOTE: goals 1 / 2
// Nodes and paths: the call's two nodes; g's two paths; the && / if
// condition paths of line 13 (&& false; && true, if true; && true, if
// false); main's decisions with no edge twice: 3 x 2 x 2 x 2 = 24, of which
// only x = 1 takes the loop once.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER NODES(@CALL(g))' | FileCheck %s --check-prefix=NODES
// NODES: goals 2 / 2
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER PATHS(@FUNC(g), 1)' | FileCheck %s --check-prefix=PATHS-G
// PATHS-G: goals 2 / 2
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER PATHS(@CONDITIONGRAPH & @LINE(13), 1)' | FileCheck %s --check-prefix=CONDPATHS
// CONDPATHS: not covered:
// CONDPATHS-NEXT: path {{.*}}fql.c:13:9: && true . {{.*}}fql.c:13:18: if false
// CONDPATHS: goals 2 / 3
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER PATHS(@FUNC(main) & @DECISIONEDGE, 1)' | FileCheck %s --check-prefix=PATHS
// PATHS: goals 1 / 24
// The built-in criteria are the same queries.
// RUN: %ferret cover %s --tests %S/Inputs/fql --json | python3 -c "import json,sys; q=json.load(sys.stdin)['queries']; print(q['branch']); print(q['error_call']); print(q['function'])" | FileCheck %s --check-prefix=QUERIES
// QUERIES: COVER EDGES(@DECISIONEDGE)
// QUERIES-NEXT: COVER EDGES(@CALL(reach_error) | @CALL(__VERIFIER_error))
// QUERIES-NEXT: COVER EDGES(@ENTRY(g) | @ENTRY(main))
// A filter that selects nothing is a warning; a bad query exits 2 before compiling.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @FUNC(nosuch)' 2>&1 | FileCheck %s --check-prefix=NOTHING
// NOTHING: ferret: warning: FQL: @FUNC(nosuch) selects no edge of the program
// NOTHING: goals 0 / 0
// RUN: not %ferret cover %s --tests %S/Inputs/fql --fql 'COVER EDGES(@LINE(3)' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: ferret: error: FQL: column 21: expected ')', found the end of the query
// RUN: not %ferret cover %s --tests %S/Inputs/fql --fql 'COVER {x > 0}' 2>&1 | FileCheck %s --check-prefix=PREDICATE
// PREDICATE: ferret: error: FQL: column 7: state predicates ({...}) are not supported
// RUN: echo 'IN @FUNC(g)' > %t.fql && echo 'COVER @DECISIONEDGE' >> %t.fql && %ferret cover %s --tests %S/Inputs/fql --fql-file %t.fql | FileCheck %s --check-prefix=FILE
// FILE: goals 2 / 2
// The HTML report holds goals of several steps too (kind "path").
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'IN @FUNC(main) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)' --html %t.html > /dev/null
// RUN: FileCheck %s --check-prefix=HTML < %t.html
// HTML: "goals":{{\[}}["path",[0,13,9],"{{.*}}fql.c:13:9: && true -> {{.*}}fql.c:13:18: if true",2,"main",[0,1]]
// lcov holds a query's goals of the kinds it knows: g's entry, its two
// outcomes and its four line runs.
// RUN: %ferret cover %s --tests %S/Inputs/fql --fql 'COVER @FUNC(g)' --lcov %t.info > /dev/null
// RUN: FileCheck %s --check-prefix=LCOV < %t.info
// LCOV: FN:4,g
// LCOV-NEXT: FNDA:2,g
// LCOV: BRDA:5,0,0,1
// LCOV-NEXT: BRDA:5,0,1,1
// LCOV: DA:5,2
// LCOV-NEXT: DA:6,1
// LCOV-NEXT: DA:7,1
// LCOV-NEXT: DA:8,2
// LCOV-NEXT: LF:4
