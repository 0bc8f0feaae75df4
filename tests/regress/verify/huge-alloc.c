// A sampled size of INT_MAX must not fill memory: such paths end as
// incomplete and the search goes on to the real bug.
// RUN: not %ferret verify %s --timeout 20 | FileCheck %s
// CHECK: RESULT: FALSE(valid-deref)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1)
    n = 1;
  char *p = malloc(n);
  for (int i = 0; i < n; i++)
    p[i] = 0;
  if (n == 5)
    p[n] = 1;
  free(p);
  return 0;
}
