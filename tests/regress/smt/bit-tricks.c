// Bit tricks over all 2^64 inputs: a swap by xor, popcount by x &= x - 1 (at most 32 rounds), and a power of two has one bit.  The twin's bound on the count is one too low.
// RUN: %ferret verify %s --engine smt --timeout 20  | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20  --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// BUG: bit-tricks.c:[[@LINE+12]]
// REPLAY: reach_error
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned a = x, b = y;
  a ^= b; b ^= a; a ^= b;
  if (a != y || b != x) reach_error();
  unsigned v = x, count = 0;
  while (v) { v &= v - 1; count++; }
#ifdef BUG
  if (count > 31) reach_error();
#else
  if (count > 32) reach_error();
#endif
  if (x != 0 && (x & (x - 1)) == 0 && count != 1) reach_error();
  return 0;
}
