// The loop: s == 2*i is the invariant Spacer finds over integers (the explicit engine samples n, bounded unwinding cannot reach 10^6).  The twin's assertion is off by one.
// RUN: %ferret verify %s --engine smt --timeout 20 --stats | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --stats --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// SAFE: proof by chc-int
// Spacer's invariant is the correctness witness's, at the loop.
// RUN: %ferret verify %s --engine smt --timeout 20 --witness %t.yml | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --check-prefix=WIT < %t.yml
// NOTE: holds 1 loop invariant of the smt engine's proof
// WIT: type: "loop_invariant"
// WIT: function: "main"
// WIT: value: "{{.*}}(s + (-2 * i)) <= 0{{.*}}(s + (-2 * i)) >= 0
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int i = 0, s = 0;
  while (i < n) { i++; s += 2; }
#ifdef BUG
  if (s != 2 * n + 2) reach_error();
#else
  if (s != 2 * n) reach_error();
#endif
  return 0;
}
