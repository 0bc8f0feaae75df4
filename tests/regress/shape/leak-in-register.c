// A block whose only pointer is a local overwritten in a loop: the loss
// is found before the loop head's state is compared with the one before
// the iteration (it was equal once the unreachable block was left out, and
// the path ended unreported), by the hunter and by the verifier.
// RUN: not %ferret verify %s --engine shape --no-abstraction | FileCheck %s
// RUN: not %ferret verify %s --engine shape | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  while (__VERIFIER_nondet_int()) {
    char *p = malloc(1);
    p[0] = 1;
    p = 0;
  }
  return 0;
}
