// Recursion: factorial of a nondet argument up to 5, its largest value 120; the twin's bound is too low.
// RUN: %ferret verify %s --engine smt --timeout 20  | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20  --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) return 0;
#ifdef BUG
  if (fact(n) > 100) reach_error();
#else
  if (fact(n) > 120) reach_error();
#endif
  return 0;
}
