// x + y, x - y and x * y on two unknowns whose signed values are each one
// interval: the shape engine forks off the overflow (undefined behaviour:
// the path ends, reported) and bounds the result of the others.  Before,
// the result was any value, wrapped ones included, so q < 0 was reachable
// symbolically, no concrete run confirmed it, and the answer was UNKNOWN
// where every path free of undefined behaviour is safe.
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/unreach-call.prp | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK: warning: signed-overflow: signed 32-bit + overflows
// CHECK: replay: ferret run {{.*}}overflow-two-unknowns.c --inputs
// RUN: not %ferret verify %s -DBUG --engine shape --property %S/../verify/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// BUG: RESULT: FALSE(unreach-call)
// RUN: %ferret verify %s -DNARROW --engine shape --property %S/../verify/Inputs/no-overflow.prp | FileCheck %s --check-prefix=NARROW
// NARROW: RESULT: TRUE
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
#ifdef NARROW
  if (x > -100 && x < 0 && y > 0 && y < 100) {
    int p = x * y, d = y - x;
    if (p > 0 || d < 2 || d > 198) reach_error();
  }
#else
  if (x > 0 && y > 0) {
    int q = x + y;
#ifdef BUG
    if (q == 2) reach_error();
#else
    if (q < 2) reach_error();
#endif
  }
#endif
  return 0;
}
