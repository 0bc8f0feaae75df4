// reach_error() depends on a nondeterministic input; --inputs picks it.
// RUN: not %ferret run %s --inputs 42 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %ferret run %s --inputs 41 2>&1 | FileCheck %s --check-prefix=GOOD --implicit-check-not=error:
// GOOD: ferret: exited with status 0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 40 && x % 2 == 0)
    // BAD: reach-error-inputs.c:[[@LINE+1]]:{{[0-9]+}}: error: reach-error:
    reach_error();
  return 0;
}
