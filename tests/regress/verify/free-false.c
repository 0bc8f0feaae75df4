// A double free behind a nondet byte (all 256 values are explored).
// RUN: not %ferret verify %s > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --inputs $(sed -n 's/^replay: .*--inputs //p' %t.out) 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: double-free:
// REPLAY: error: double-free:
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  char *p = malloc(4);
  unsigned char c = __VERIFIER_nondet_uchar();
  free(p);
  if (c == 200)
    free(p);
  return 0;
}
