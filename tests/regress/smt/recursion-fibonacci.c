// Recursion: fib(n) >= n - 1 for n up to 20 (a summary over integers).  The twin claims fib(n) >= n, false at n = 2.
// RUN: %ferret verify %s --engine smt --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
#ifdef BUG
  if (fib(n) < n) reach_error();
#else
  if (fib(n) < n - 1) reach_error();
#endif
  return 0;
}
