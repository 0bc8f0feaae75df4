// A variable-length array under ILP32: the executor's bound on its size,
// 2^40 bytes, wrapped to 0 in 32-bit offsets, so every such array was
// "huge" and no bit-vector proof could pass it.  The xor keeps the integer
// Horn clauses from the proof; bounded model checking proves it.  The twin
// expects the wrong value.
// RUN: %ferret verify %s --32 --engine smt --timeout 20 --stats 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s --32 -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s --32 -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// SAFE: proof by bmc
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i ^ n;
#ifdef BUG
  if ((a[n - 1] ^ n) != n) reach_error();
#else
  if ((a[n - 1] ^ n) != n - 1) reach_error();
#endif
  return 0;
}
