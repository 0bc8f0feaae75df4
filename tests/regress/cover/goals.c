// Every goal kind of `ferret cover`: function entry, lines, both outcomes of
// if / for / ?: / each && and || operand, switch cases and default, the
// reach_error call; a test that ends in an error keeps the coverage it
// reached, a test with too few inputs is reported as short; --reduce.
// RUN: %ferret cover %s --tests %S/Inputs/goals --reduce 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: testcase1.xml: exit 0; 29 new goals
// CHECK-NEXT: goals.c:41: function classify
// CHECK: goals.c:43:9: && true
// CHECK: goals.c:43:18: if true
// CHECK: goals.c:43:18: if false
// CHECK: goals.c:45:14: || false
// CHECK: goals.c:47:3: case 1
// CHECK: goals.c:52:12: ?: false
// CHECK: goals.c:61:30: && true
// CHECK: goals.c:61:30: && false
// CHECK: testcase2.xml: error: reach-error: reach_error() is called at {{.*}}goals.c:64:5; 9 new goals
// CHECK: goals.c:47:3: case 7
// CHECK: goals.c:64:5: call of reach_error
// CHECK: testcase3.xml: exit 0; 4 new goals
// CHECK: goals.c:47:3: default
// CHECK: testcase4.xml: exit 0; 0 new goals
// CHECK: testcase5.xml: exit 0; short: the program read 2 values, the test has 1; 0 new goals
// CHECK: not covered
// CHECK-NEXT: goals.c:45:23: if true
// CHECK-NEXT: goals.c:47:3: case 2
// CHECK-NEXT: goals.c:55: function unused
// CHECK: tests executed: 5 (1 with an error, 1 short of inputs, 0 stopped by a limit)
// CHECK-NEXT: branches 18 / 20 90.00 %
// CHECK-NEXT: lines 21 / 22 95.45 %
// CHECK-NEXT: functions 2 / 3 66.67 %
// CHECK-NEXT: error calls 1 / 1 100.00 %
// CHECK-NEXT: all goals 42 / 46 91.30 %
// CHECK-NEXT: reduced suite: 3 of 5 tests keep this coverage:
// CHECK-NEXT: testcase1.xml
// CHECK-NEXT: testcase2.xml
// CHECK-NEXT: testcase3.xml
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int classify(int a, int b) {
  int r = 0;
  if (a > 0 && b > 0)
    r = 1;
  else if (a < 0 || b < 0)
    r = 2;
  switch (a) {
    case 1: case 2: r += 10; break;
    case 7: r += 70;
    default: r += 1;
  }
  return r > 50 ? r : -r;
}

int unused(int x) { return x + 1; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < b && i < 3; i++)
    s += classify(a, i);
  if (s == 71)
    reach_error();
  return 0;
}
