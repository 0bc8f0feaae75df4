// Two inputs compared with each other: each outcome narrows both, so the
// later index i (0 <= lo < i <= hi < 8) is known to lie inside the buffer,
// and an i from the other outcome is known to lie outside the window.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s -DOFF_BY_ONE --engine shape --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DOFF_BY_ONE --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: error: out-of-bounds:
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  char buf[8];
  int lo = __VERIFIER_nondet_int(), hi = __VERIFIER_nondet_int();
  if (lo < 0 || hi > 7) return 0;
  if (lo < hi) {
    if (hi < 1) reach_error();
    if (lo > 6) reach_error();
#ifdef OFF_BY_ONE
    buf[hi + 1] = 1;
#else
    buf[hi] = 1;
#endif
    buf[lo] = 2;
  } else if (hi > lo) {
    reach_error();
  }
  return 0;
}
