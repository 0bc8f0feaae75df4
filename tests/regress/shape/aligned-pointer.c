// An address rounded up to a multiple of 8 through an integer, as NSPR's
// arena pools (Predator's Table 1) and many allocators do: `(p + 7) & ~7`.
// A heap block's base is aligned at least so, so the result points into the
// same block at the rounded offset, and `limit - avail` is a known length.
// The engine made the masked address an unknown integer and stopped at "a
// dereference of an unknown pointer".  Nodes of nondeterministic number, each
// filled through its aligned pointer: TRUE; one byte more, FALSE that replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: %ferret verify %s --engine shape --32 | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DOVER --trace %t.json | FileCheck %s --check-prefix=OVER
// RUN: not %ferret run %s -DOVER --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// OVER: RESULT: FALSE(valid-deref)
// REPLAY: error: out-of-bounds:
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct arena {
  struct arena *next;
  uintptr_t base, limit, avail;
};
#define ALIGN_UP(x, m) (((uintptr_t)(x) + (m)) & ~(uintptr_t)(m))
int main(void) {
  struct arena *head = 0;
  while (__VERIFIER_nondet_int()) {
    uintptr_t size = sizeof(struct arena) + 7 + 40;
    struct arena *a = malloc(size);
    if (!a)
      return 0;
    a->limit = (uintptr_t)a + size;
    a->base = a->avail = ALIGN_UP(a + 1, 7);
    if ((a->avail & 7) != 0 || a->avail < (uintptr_t)(a + 1))
      reach_error();
#ifdef OVER
    memset((void *)a->avail, 0xDA, a->limit - a->avail + 1);
#else
    memset((void *)a->avail, 0xDA, a->limit - a->avail);
#endif
    a->next = head;
    head = a;
  }
  while (head) {
    struct arena *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
