// Nested loops with a nondet bound: c == 10*i + j at the inner head.  The twin's inner loop runs once too often.
// RUN: %ferret verify %s --engine smt --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int c = 0;
  for (int i = 0; i < n; i++)
#ifdef BUG
    for (int j = 0; j <= 10; j++) c++;
#else
    for (int j = 0; j < 10; j++) c++;
#endif
  if (c != 10 * n) reach_error();
  return 0;
}
