// calloc whose product does not fit size_t returns NULL, and this program
// then writes through NULL.  The shape and SMT engines allocated a block of
// the product (or its wrap-around) and answered TRUE; now each says why it
// cannot follow the call, and the portfolio finds the bug.  32-bit: the
// product fits 64 bits but not the program's size_t.
// RUN: not %ferret verify %s --32 | FileCheck %s
// RUN: not %ferret verify %s --32 --engine shape | FileCheck %s --check-prefix=NOTTRUE
// RUN: not %ferret verify %s --32 --engine smt | FileCheck %s --check-prefix=NOTTRUE
// RUN: not %ferret verify %s -DWIDE --engine shape | FileCheck %s --check-prefix=NOTTRUE
// RUN: not %ferret verify %s -DWIDE --engine smt | FileCheck %s --check-prefix=NOTTRUE
// CHECK: RESULT: FALSE(valid-deref)
// NOTTRUE: RESULT: UNKNOWN ({{.*}}calloc() of a size that may overflow size_t
#include <stdlib.h>
int main(void) {
#ifdef WIDE
  int *p = calloc((size_t)1 << 33, (size_t)1 << 33);
#else
  int *p = calloc(65536, 65537);
#endif
  if (!p) {
    int *q = 0;
    *q = 1;
  }
  free(p);
  return 0;
}
