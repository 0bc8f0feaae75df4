// strchr stops at the first match (C; ASan checks the bytes up to it): a
// buffer with no terminator whose first byte may be the character is
// searched in bounds on that path; where it is not, the search runs off
// the end, found and confirmed.  With -DFIRST the first byte is the
// character: TRUE.
// RUN: %ferret verify %s --engine shape -DFIRST | FileCheck %s
// RUN: not %ferret verify %s --engine shape | FileCheck %s --check-prefix=BUG
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: out-of-bounds: read of 1 byte at offset 3 {{.*}} by strchr
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
int main(void) {
  char a[3];
  for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_char();
  __VERIFIER_assume(a[1] != 0 && a[2] != 0 && a[1] != 'x' && a[2] != 'x');
#ifdef FIRST
  __VERIFIER_assume(a[0] == 'x');
#endif
  return strchr(a, 'x') == a;
}
