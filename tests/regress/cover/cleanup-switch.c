extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = 0;
  for (int k = 0; k < 3; k++) {
    int v = __VERIFIER_nondet_int();
    if (v < 0) continue;
    n += v;
  }
  return n > 5;
}
// A `continue` out of a block with locals makes Clang dispatch on where
// the block's cleanup goes with a switch of its own, with no place in the
// source: no decision of the program's.  Before, its cases and its default
// ("?: default", never taken) were branch goals gcov does not have.
// RUN: rm -rf %t.suite && mkdir -p %t.suite
// RUN: cp %S/Inputs/fql/metadata.xml %t.suite/
// RUN: printf '<testcase><input>1</input><input>-1</input><input>9</input></testcase>\n' > %t.suite/t1.xml
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s
// CHECK-NOT: ?: default
// CHECK: branches 4 / 4 100.00 %
// RUN: python3 %S/../testgen/Inputs/gcov_agree.py %ferret %s %t.suite | FileCheck %s --check-prefix=GCOV
// GCOV: gcov: 4 of 4 branch outcomes taken, the same as ferret cover
