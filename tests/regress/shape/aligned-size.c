// A size made a multiple of 8 by multiplication, then checked and rounded
// with masks, as NSPR's arena allocator does (`(nb & mask) == 0`, then
// `(nb + mask) & ~mask`): the low bits of n * 8 are known to be zero, so the
// check holds and the rounding leaves the size as it was.  The engine made
// each masked value an unknown integer, so the failed check looked reachable
// and no run confirmed it: UNKNOWN.  A size of n * 8 + 1 fails the check.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DODD --trace %t.json | FileCheck %s --check-prefix=ODD
// RUN: not %ferret run %s -DODD --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// ODD: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error:
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n < 0x100 || n > 0x1000)
    return 0;
#ifdef ODD
  unsigned size = n * 8 + 1;
#else
  unsigned size = n * 8;
#endif
  unsigned mask = 7;
  if ((size & mask) != 0)
    reach_error();
  unsigned rounded = (size + mask) & ~mask;
  if (rounded != size || rounded < 0x800 || rounded > 0x8000)
    reach_error();
  return 0;
}
