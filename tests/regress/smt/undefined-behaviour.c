// Signed overflow is undefined behaviour: unless no-overflow is checked, a
// path that overflows ends there, complete, in every engine.  The error
// below is reachable only through the overflow, so the program is TRUE for
// unreach-call (the SMT engine once followed the wrapped value, found a
// model the concrete run could not confirm, and answered UNKNOWN); the
// twin reaches it without overflowing.
// RUN: %ferret verify %s --engine smt --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 | FileCheck %s --check-prefix=BUG
// Under no-overflow the overflow is the violation, with a replaying trace.
// RUN: not %ferret verify %s --engine smt --timeout 20 --property %S/../verify/Inputs/no-overflow.prp --trace %t.json | FileCheck %s --check-prefix=OVERFLOW
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=OVERFLOW-REPLAY
// SAFE: RESULT: TRUE
// OVERFLOW: RESULT: FALSE(no-overflow)
// OVERFLOW-REPLAY: signed-overflow
// BUG: RESULT: FALSE(unreach-call)
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
#ifdef BUG
    int y = x - 1;
    if (y == 0) reach_error();
#else
    int y = x + 1;
    if (y < 0) reach_error();
#endif
  }
  return 0;
}
