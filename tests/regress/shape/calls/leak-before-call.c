// The call cache copies every object of the caller's part back after the
// call, reachable or not: a block whose last pointer died just before the
// call is still found lost (a TRUE here would be wrong).
// RUN: not %ferret verify %s --engine shape --call-cache isomorphism --property %S/../../verify/Inputs/valid-memsafety.prp | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int g;
void touch(int *q) { *q = 1; }
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  *p = __VERIFIER_nondet_int();
  g = *p;
  touch(&g);
  return 0;
}
