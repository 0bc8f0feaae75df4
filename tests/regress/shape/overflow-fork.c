// The shape engine forks x + c and x * c on an unknown x into the values of
// x that overflow (undefined behaviour: the path ends, reported with a
// replay line; under no-overflow the violation) and those that do not.
// Before, it wrapped: x + 1 on x = INT_MAX went on negative and reached
// reach_error(), which the explicit engine then confirmed (FALSE on a task
// whose only way there is undefined behaviour); under no-overflow it gave
// up (UNKNOWN) even where no value could overflow (-DBOUNDED).
// RUN: %ferret verify %s --engine shape --property %S/../verify/Inputs/unreach-call.prp | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK-NEXT: overflow-fork.c:[[@LINE+24]]:{{[0-9]+}}: warning: signed-overflow: signed 32-bit * overflows ({{[0-9]+}} * 4)
// CHECK: replay: ferret run {{.*}}overflow-fork.c --inputs {{[0-9]+}},{{[0-9]+}}
// CHECK: warning: signed-overflow: signed 32-bit + overflows (2147483647 + 1)
// CHECK: replay: ferret run {{.*}}overflow-fork.c --inputs 2147483647,{{[0-9]+}}
// RUN: not %ferret run %s --inputs 2147483647,0 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: signed-overflow: signed 32-bit + overflows (2147483647 + 1)
// RUN: %ferret verify %s --property %S/../verify/Inputs/unreach-call.prp --stats | FileCheck %s --check-prefix=AUTO
// AUTO: RESULT: TRUE
// AUTO: engine {{shape|smt}}
// RUN: not %ferret verify %s -DBUG --engine shape --property %S/../verify/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// BUG: RESULT: FALSE(unreach-call)
// RUN: not %ferret verify %s --engine shape --property %S/../verify/Inputs/no-overflow.prp | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: RESULT: FALSE(no-overflow)
// RUN: %ferret verify %s -DBOUNDED --engine shape --property %S/../verify/Inputs/no-overflow.prp | FileCheck %s --check-prefix=BOUNDED
// BOUNDED: RESULT: TRUE
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), z = __VERIFIER_nondet_int();
#ifdef BOUNDED
  if (x < 0 || x > 1000 || z < 0 || z > 1000) return 0;
#else
  if (x < 0 || z < 0) return 0;
#endif
  int y = z * 4;
  for (int i = 0; i < 3; i++) x = x + 1;
#ifdef BUG
  if (y == 24 * 4) reach_error();
#else
  if (x < 3 || y < 0) reach_error();
#endif
  return 0;
}
