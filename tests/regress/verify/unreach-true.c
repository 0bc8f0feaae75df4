// An int compared only with constants has a finite set of classes: the
// exploration is complete and proves reach_error unreachable.
// RUN: %ferret verify %s --property %S/Inputs/unreach-call.prp | FileCheck %s
// CHECK: RESULT: TRUE
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 100) y = 1;
  if (x < -5) y = 2;
  if (y == 1 && x < 50) reach_error();
  return 0;
}
