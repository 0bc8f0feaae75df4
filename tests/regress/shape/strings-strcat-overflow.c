// strcat of up to three unknown chars onto "ab" in a buffer of five bytes:
// three chars need six.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds: {{.*}} of local variable 'c' of 5 bytes {{.*}} by strcat
// REPLAY: error: out-of-bounds: {{.*}} by strcat
#include <string.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char a[4], c[5] = "ab";
  for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_char();
  a[3] = 0;
  strcat(c, a);
  return c[0];
}
