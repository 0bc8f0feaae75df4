// Limits give UNKNOWN with the reason, never a verdict.  (The shape
// verifier proves this program at once: the limits are the explicit
// engine's.)
// RUN: not %ferret verify %s --engine explore --max-states 3 | FileCheck %s --check-prefix=STATES
// RUN: not %ferret verify %s --engine explore --timeout 0.3 | FileCheck %s --check-prefix=TIME
// STATES: RESULT: UNKNOWN (state limit of 3 reached)
// On a loaded machine the wall-clock limit (10 % + 1 s more) may come first.
// TIME: RESULT: UNKNOWN ({{CPU time limit of 0.3 s|wall-clock limit of 1.33 s}} reached)
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned n = 0;
  while (__VERIFIER_nondet_int())
    n++;
  return n == 7;
}
