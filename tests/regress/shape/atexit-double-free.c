// An atexit handler frees a block main has freed already on one path.
// RUN: not %ferret verify %s --engine shape --trace %t.json > %t.out; FileCheck %s < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: double-free:
// CHECK: #0 release
// REPLAY: error: double-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *g;
void release(void) { free(g); }
int main(void) {
  g = malloc(sizeof *g);
  atexit(release);
  if (__VERIFIER_nondet_int() > 5) free(g);
  return 0;
}
