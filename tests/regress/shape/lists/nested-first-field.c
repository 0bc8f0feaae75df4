// A list of lists whose outer node holds its sub-list's pointer in its
// first field, both node types 16 bytes: by size and links alone an outer
// node looks like its sub-list's predecessor.  The abstraction merges only
// nodes of one type (the struct the program casts the allocation to, also
// through an allocation wrapper), and a 0/1 inner node takes the link its
// type declares, so it joins its list's segments.  Proved for every shape;
// the planted bugs are found with a trace that replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: %ferret verify %s --engine shape -DWRAP | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DWRAP -DUAF --trace %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DWRAP -DUAF --replay %t.uaf.json 2>&1 | FileCheck %s --check-prefix=UAF-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// UAF: RESULT: FALSE(valid-deref)
// UAF-REPLAY: error: use-after-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item {
  struct item *next;
  void *payload;
};
struct bucket {
  struct item *items;
  struct bucket *next;
};
#ifdef WRAP
static void *xalloc(size_t n) {
  void *p = calloc(1, n);
  if (!p) abort();
  return p;
}
#define NEW(p) ((p) = xalloc(sizeof *(p)))
#else
#define NEW(p) \
  if (!((p) = calloc(1, sizeof *(p)))) abort()
#endif
int main(void) {
  struct bucket *all = NULL;
  do {
    struct bucket *b;
    NEW(b);
    do {
      struct item *it;
      NEW(it);
      it->next = b->items;
      b->items = it;
    } while (__VERIFIER_nondet_int());
    b->next = all;
    all = b;
  } while (__VERIFIER_nondet_int());
  while (all) {
    struct item *it = all->items;
    do {
      struct item *n = it->next;
#ifdef LEAK
      if (!n) break;
#endif
      free(it);
#ifdef UAF
      n = it->next;
#endif
      it = n;
    } while (it);
    struct bucket *next = all->next;
    free(all);
    all = next;
  }
  return 0;
}
