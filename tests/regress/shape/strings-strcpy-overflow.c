// strcpy of a string of unknown length into a buffer one byte too short
// for the longest one: the terminator lands past the end.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds: write of 8 bytes at offset 0 of local variable 'b' of 7 bytes {{.*}} by strcpy
// REPLAY: error: out-of-bounds: {{.*}} by strcpy
#include <string.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char a[8], b[7];
  for (int i = 0; i < 7; i++) a[i] = __VERIFIER_nondet_char();
  a[7] = 0;
  strcpy(b, a);
  return b[0];
}
