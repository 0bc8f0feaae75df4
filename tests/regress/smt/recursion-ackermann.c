// Ackermann's function on small arguments (doubly recursive, a call in an
// argument): ack(m, n) > n, proved by a summary over integers; the twin asks
// for one more.
// RUN: %ferret verify %s --engine smt --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
int main(void) {
  int m = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (m < 0 || m > 2 || n < 0 || n > 3) return 0;
  int r = ack(m, n);
#ifdef BUG
  if (r <= n + 1) reach_error();
#else
  if (r < n + 1) reach_error();
#endif
  return 0;
}
