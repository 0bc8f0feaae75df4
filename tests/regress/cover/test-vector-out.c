// A counterexample of `ferret verify` becomes a Test-Comp test suite that
// `ferret cover` runs: it reaches the error call.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  if (a == 3 && b == 4)
    reach_error();
  return 0;
}
// RUN: rm -rf %t.suite && not %ferret verify %s --test-vector-out %t.suite | FileCheck %s --check-prefix=VERIFY
// VERIFY: RESULT: FALSE(unreach-call)
// RUN: FileCheck %s --check-prefix=META < %t.suite/metadata.xml
// META: <!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">
// META: <programfile>{{.*}}test-vector-out.c</programfile>
// META: <programhash>{{[0-9a-f]+}}</programhash>
// META: <architecture>64bit</architecture>
// RUN: FileCheck %s --check-prefix=TEST < %t.suite/testcase-1.xml
// TEST: <testcase>
// TEST-NEXT: <input>3</input>
// TEST-NEXT: <input>4</input>
// TEST-NEXT: </testcase>
// RUN: %ferret cover %s --tests %t.suite | FileCheck %s
// CHECK: testcase-1.xml: error: reach-error: reach_error() is called
// CHECK: test-vector-out.c:8:5: call of reach_error
// CHECK: error calls 1 / 1 100.00 %
