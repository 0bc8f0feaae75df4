// Two paths meet with the same graph: on one, y = x + 1 is a link the
// engine keeps; on the other, y is an input of its own.  The link is part
// of the state's key: merging the two (as when it was not) dropped the
// second path and gave a wrong TRUE — with x == 5, y can be anything there.
// RUN: not %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify -DSWAP %s --engine shape | FileCheck %s
// CHECK: RESULT: FALSE(unreach-call)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 10);
  int y;
#ifdef SWAP
  if (!__VERIFIER_nondet_int()) {
#else
  if (__VERIFIER_nondet_int()) {
#endif
    y = x + 1;
  } else {
    y = __VERIFIER_nondet_int();
    __VERIFIER_assume(y >= 1 && y <= 11);
  }
  if (x == 5 && y != 6)
    reach_error();
  return 0;
}
