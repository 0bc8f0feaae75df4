// strcmp reads only up to the first difference (C, glibc and ASan agree):
// an unterminated buffer whose first byte differs from the other string's
// is compared without reading past its end.  Every other use of the
// buffer's bytes is in bounds too: TRUE.  With -DBUG the first bytes may
// agree, and then the comparison runs off the end.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DBUG | FileCheck %s --check-prefix=BUG
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: out-of-bounds: read of 1 byte at offset 4 {{.*}} by strcmp
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
int main(void) {
  char a[4];
  for (int i = 0; i < 4; i++) a[i] = __VERIFIER_nondet_char();
#ifndef BUG
  __VERIFIER_assume(a[0] != 'a');
#endif
  int r = strcmp(a, "abcdef");
  if (a[0] == 0 && r >= 0) return 1;
  return r == 0;
}
