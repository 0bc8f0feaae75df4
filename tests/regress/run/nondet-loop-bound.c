// A nondeterministic loop bound selects whether an out-of-bounds write happens.
// RUN: %ferret run %s --inputs 4 2>&1 | FileCheck %s --check-prefix=GOOD --implicit-check-not=error:
// RUN: not %ferret run %s --inputs 5 2>&1 | FileCheck %s --check-prefix=BAD
// GOOD-DAG: filled 4
// GOOD-DAG: ferret: exited with status 0
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int buf[4];
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  for (int i = 0; i < n; i++)
    // BAD: nondet-loop-bound.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
    buf[i] = i;
  printf("filled %d\n", n);
  fflush(stdout);
  return 0;
}
