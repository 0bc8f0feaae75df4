// reach_error on one combination of two nondet bools.
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// CHECK: RESULT: FALSE(unreach-call)
// WITNESS: entry_type: "violation_sequence"
// WITNESS: type: "function_return"
// WITNESS: type: "target"
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int main(void) {
  _Bool a = __VERIFIER_nondet_bool(), b = __VERIFIER_nondet_bool();
  if (a && !b)
    reach_error();
  return 0;
}
