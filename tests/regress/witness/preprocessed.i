// A preprocessed task (.i) is located by its own lines, not by the line
// markers naming the original files: the task's input file is the .i, and
// a witness must name its lines (before, every waypoint named "orig.c",
// which is no input file, and was left out).
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: preprocessed.i:[[@LINE+16]]:{{[0-9]+}}: error: null-dereference
// WITNESS: file_name: "{{.*}}preprocessed.i"
// WITNESS-NEXT: line: [[@LINE+12]]
// WITNESS-NEXT: column: 33
// WITNESS: type: "target"
// WITNESS: line: [[@LINE+11]]
// REPLAY: preprocessed.i:[[@LINE+10]]:{{[0-9]+}}: error: null-dereference
// REPLAY: ferret: replay: the run shows FALSE(valid-deref), as the counterexample
# 1 "orig.c"
# 1 "<built-in>" 1
# 1 "orig.c" 2
extern int __VERIFIER_nondet_int(void);
# 40 "orig.c"
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = 0;
  if (x == 7) *p = 1;
  return 0;
}
