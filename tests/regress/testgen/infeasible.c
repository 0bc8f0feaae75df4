// Infeasible goals are proved infeasible: by the shape engine where a
// value's range decides (x > 10 and x < 5), by the SMT engine where the
// proof needs a loop invariant (s stays even), by the explicit engine
// where the list's length is bounded and every input is enumerated.  The
// suite covers the rest.
// RUN: rm -rf %t.suite %t.heap
// RUN: %ferret testgen %s --out %t.suite --timeout 30 2>/dev/null | FileCheck %s
// CHECK: infeasible.c:33:11: if true {{ *}}infeasible {{ *}}shape
// CHECK: infeasible.c:39:13: if true {{ *}}infeasible {{ *}}smt
// CHECK: goals: 10; covered 8, infeasible 2, unknown 0 (80.00 % covered, 100.00 % of the feasible)
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s --check-prefix=COVER
// COVER: not covered:
// COVER-NEXT: infeasible.c:33:11: if true
// COVER-NEXT: infeasible.c:39:13: if true
// COVER: branches 8 / 10 80.00 %
// A list of at most three nodes: the shape engine's verifier proves the
// count of positive data never exceeds the length (its counters) for all
// goals at once; where it is stuck (a library call it does not model),
// the explicit engine enumerates every input and proves it too.
// RUN: %ferret testgen %S/Inputs/infeasible-heap.c --out %t.heap --timeout 30 2>/dev/null | FileCheck %s --check-prefix=HEAP
// HEAP: infeasible-heap.c:25:13: if true {{ *}}infeasible {{ *}}shape
// HEAP: goals: 12; covered 11, infeasible 1, unknown 0
// RUN: rm -rf %t.heap
// RUN: %ferret testgen %S/Inputs/infeasible-heap.c -DUNMODELLED --out %t.heap --timeout 30 2>/dev/null | FileCheck %s --check-prefix=EXPLORE
// EXPLORE: infeasible-heap.c:25:13: if true {{ *}}infeasible {{ *}}explore
// EXPLORE: goals: 14; covered 13, infeasible 1, unknown 0
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) {
    if (x < 5)
      x = 0;
  }
  unsigned n = __VERIFIER_nondet_uint(), s = 0;
  for (unsigned i = 0; i < n && i < 100; i++)
    s += 2;
  if (s % 2 == 1)
    s = 0;
  return (int)s + x;
}
// A Test-Comp suite: the metadata names the criterion as Test-Comp's
// Cover-Branches does; each test case is a list of inputs.
// RUN: FileCheck %s --check-prefix=META < %t.suite/metadata.xml
// META: <!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN"
// META: <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
// META: <programfile>{{.*}}infeasible.c</programfile>
// META: <entryfunction>main</entryfunction>
// RUN: FileCheck %s --check-prefix=CASE < %t.suite/testcase-1.xml
// CASE: <!DOCTYPE testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN"
// CASE-NEXT: <testcase>
// CASE-NEXT: <input>{{-?[0-9]+}}</input>
