// An input used in arithmetic as an index: the explicit engine can only
// sample it; the shape engine splits the index into its five values and
// proves the program.  The default engine (auto) runs the shape verifier
// first, which proves it there.
// RUN: not %ferret verify %s --engine explore | FileCheck %s --check-prefix=EXPLORE
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: %ferret verify %s --stats | FileCheck %s --check-prefix=AUTO
// EXPLORE: RESULT: UNKNOWN
// CHECK: RESULT: TRUE
// AUTO: RESULT: TRUE
// AUTO: engine shape
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= 5) return 0;
  int *p = malloc(10 * sizeof(int));
  p[k + 3] = 1;
  p[2 * k] = 2;
  free(p);
  return 0;
}
