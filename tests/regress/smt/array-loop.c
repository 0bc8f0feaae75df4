// An array loop with a symbolic bound: every a[i] in bounds for any n up to 1000.  The twin writes one past the end.
// RUN: %ferret verify %s --engine smt --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: out-of-bounds
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) return 0;
#ifdef BUG
  for (int i = 0; i <= n; i++) a[i] = i;
#else
  for (int i = 0; i < n; i++) a[i] = i;
#endif
  free(a);
  return 0;
}
