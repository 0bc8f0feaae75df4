// strlen of a buffer whose bytes may all be non-zero: the path where none
// is zero reads past the end.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds: read of 1 byte at offset 4 of local variable 'a' of 4 bytes {{.*}} by strlen
// REPLAY: error: out-of-bounds: {{.*}} by strlen
#include <string.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char a[4];
  for (int i = 0; i < 4; i++) a[i] = __VERIFIER_nondet_char();
  return strlen(a);
}
