// A write through a pointer that was never assigned (the value of an
// uninitialised local returned by a helper, as in Predator's cdrom case
// study): it points to no object, an invalid dereference the concrete
// executor reports too.  The shape engine stopped its path with "a
// dereference of an uninitialised pointer" and answered UNKNOWN.
// RUN: not %ferret verify %s --engine shape --trace %t.json | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// REPLAY: error: invalid-pointer: write of 4 bytes through an uninitialised pointer
extern int __VERIFIER_nondet_int(void);
static int *any_pointer(void) {
  int *p;
  return p;
}
int main(void) {
  int x = 0;
  int *q = &x;
  if (__VERIFIER_nondet_int())
    q = any_pointer();
  *q = 1;
  return 0;
}
