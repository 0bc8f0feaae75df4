// An index made by `k % N`, `k & M`, `k / N` or `k >> S` from an unknown
// unsigned k is bounded whatever k is.  The shape engine gave such a result
// every value of its type, so `slots[k % 4]` met an out-of-bounds access it
// could not confirm: UNKNOWN.  Now each is proved, and an index one past
// the end (-DPAST, k % 5) is found by auto and replays (the shape engine
// alone meets it but keeps no relation from k to k % 5 to confirm it with).
// RUN: %ferret verify %s --engine shape | FileCheck %s --check-prefix=TRUE
// RUN: not %ferret verify %s -DPAST --trace %t.json | FileCheck %s --check-prefix=PAST
// RUN: not %ferret run %s -DPAST --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// TRUE: RESULT: TRUE
// PAST: RESULT: FALSE(valid-deref)
// REPLAY: error: out-of-bounds
extern unsigned __VERIFIER_nondet_uint(void);

int *slots[4];

int main(void) {
  unsigned k = __VERIFIER_nondet_uint();
  int here = 0;
#ifdef PAST
  slots[k % 5] = &here;
#else
  slots[k % 4] = &here;
  slots[k & 3] = &here;
  slots[(k & 0xff) / 64] = &here;
  slots[k >> 30] = &here;
#endif
  return slots[0] != 0;
}
