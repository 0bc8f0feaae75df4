// A list of lists whose outer node holds its sub-list's pointer in its
// first field (both node types 16 bytes).  The verifier does not prove it
// yet (bench/RESULTS.md, issue 14: the abstraction takes that pointer for
// a link at offset 0); it must then say UNKNOWN, never FALSE.  The hunter
// stages each have a share of --timeout: one that runs out of it says so,
// rather than naming a limit the run did not reach.
// RUN: not %ferret verify %s --engine shape --timeout 2 --wall-timeout 120 | FileCheck %s
// CHECK: RESULT: UNKNOWN (
// CHECK: note: also: hunter (breadth-first, 20000 instructions a path): CPU time limit of {{[0-9.]+}} s reached (its share of 2 s)
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
int main(void) {
  struct bucket *all = NULL;
  do {
    struct bucket *b = calloc(1, sizeof *b);
    if (!b) abort();
    do {
      struct item *it = calloc(1, sizeof *it);
      if (!it) abort();
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
      free(it);
      it = n;
    } while (it);
    struct bucket *next = all->next;
    free(all);
    all = next;
  }
  return 0;
}
