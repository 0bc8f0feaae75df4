// A heap allocation whose size is an input may be larger than the
// executor allocates (1 TiB; calloc's product may not even fit size_t):
// there the C library returns NULL, here dereferenced.  The shape and SMT
// engines allocated any size and answered TRUE; now each stops such a path
// and says why.  Bounded, each program is proved.
// RUN: not %ferret verify %s -DCALLOC --engine shape | FileCheck %s --check-prefix=CALLOC
// RUN: not %ferret verify %s -DCALLOC --engine smt | FileCheck %s --check-prefix=CALLOC
// RUN: not %ferret verify %s -DCALLOC | FileCheck %s --check-prefix=FOUND
// RUN: not %ferret verify %s -DMALLOC --engine shape | FileCheck %s --check-prefix=MALLOC
// RUN: not %ferret verify %s -DMALLOC --engine smt | FileCheck %s --check-prefix=MALLOC
// RUN: %ferret verify %s -DCALLOC -DBOUNDED --engine shape | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify %s -DCALLOC -DBOUNDED --engine smt | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify %s -DMALLOC -DBOUNDED --engine smt | FileCheck %s --check-prefix=TRUE
// CALLOC: RESULT: UNKNOWN ({{.*}}calloc() of a size that may overflow size_t or exceed 1099511627776 bytes
// FOUND: RESULT: FALSE(valid-deref)
// MALLOC: RESULT: UNKNOWN ({{.*}}malloc() of a size that may exceed 1099511627776 bytes
// TRUE: RESULT: TRUE
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  size_t n = __VERIFIER_nondet_ulong();
#ifdef BOUNDED
  if (n == 0 || n > 1000) return 0;
#endif
#ifdef CALLOC
  int *p = calloc(n, 4);
#else
  int *p = malloc(n);
#endif
  if (!p) {
    int *q = 0;
    *q = 1;
  }
  free(p);
  return 0;
}
