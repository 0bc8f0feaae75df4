// A test that hits undefined behaviour or a limit is reported as such, and
// the coverage it reached until then counts; --goal-function names the
// error-call goal.
extern int __VERIFIER_nondet_int(void);
extern void fail(void);
void fail(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a[2] = {0, 0};
  if (x == 1) {
    a[x + 1] = 5;
    return 9;
  }
  if (x == 2)
    fail();
  while (x == 3)
    ;
  return a[0];
}
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: for v in 1 2 3; do echo "<testcase><input>$v</input></testcase>" > %t.d/testcase$v.xml; done
// RUN: %ferret cover %s --tests %t.d --max-steps 10000 --goal-function fail 2>/dev/null | FileCheck %s
// CHECK: testcase1.xml: error: out-of-bounds: {{.*}} at {{.*}}ub-limit.c:11:14; 7 new goals
// CHECK: ub-limit.c:10:9: if true
// CHECK-NEXT: ub-limit.c:11: line
// CHECK-NEXT: testcase2.xml: exit 0; 11 new goals
// CHECK: ub-limit.c:15:5: call of fail
// CHECK: testcase3.xml: limit: step limit of 10000 reached; 2 new goals
// CHECK: ub-limit.c:16:12: while true
// CHECK: tests executed: 3 (1 with an error, 0 short of inputs, 1 stopped by a limit)
// CHECK: lines 11 / 12
// CHECK: error calls 1 / 1
