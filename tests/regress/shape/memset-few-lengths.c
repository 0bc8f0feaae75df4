// A length with few possible values: each is tried.  Nine bytes into an
// eight-byte buffer on one of them.
// RUN: %ferret verify %s --engine shape | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DOVER --engine shape --trace %t.json | FileCheck %s
// RUN: not %ferret run %s -DOVER --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: error: out-of-bounds:
// CHECK: trace: {{.*}}__VERIFIER_nondet_int() = 8 in main
// REPLAY: error: out-of-bounds: write of 9 bytes
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  char src[8] = "abcdefg", dst[8];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 8) return 0;
#ifdef OVER
  memset(dst, 'x', k + 1);
#else
  memset(dst, 'x', 8);
  memcpy(dst, src, k);
  if (k > 0 && dst[0] != 'a') reach_error();
#endif
  return 0;
}
