// A list of lists of lists kept in a static of main, each level of
// nondeterministic length, built and destroyed through one helper per
// level (Predator's five-level test with three levels), under the call
// cache.  Each helper's cut leaves out main's static, which no helper
// names, so entries match across the top list's shapes; and a summarised
// call's states are joined at once rather than kept side by side, since
// each one kept is resumed into every waiting caller.  Before both, the
// cut held the whole structure and the verifier ran out of time (main at
// d3cd3e8: UNKNOWN at 20 s, 289 misses); the first alone proves these
// three levels, the second is what five levels need.  The twin leaks the
// blocks the innermost nodes own.
// RUN: %ferret verify %s --engine shape --call-cache entailment --timeout 20 --stats 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine shape --call-cache entailment -DLEAK --trace %t.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: call cache {{[0-9]+}} hits, {{[0-9]+}} misses
// LEAK: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct leaf { struct leaf *next; int *block; };
struct mid { struct leaf *leaves; struct mid *next; };
struct top { struct top *next; struct mid *mids; };

static void *must_alloc(unsigned size) {
  void *p = calloc(1, size);
  if (!p) abort();
  return p;
}

static void add_leaf(struct leaf **at) {
  struct leaf *l = must_alloc(sizeof *l);
  l->block = must_alloc(3 * sizeof(int));
  l->next = *at;
  *at = l;
}

static void add_mid(struct mid **at) {
  struct mid *m = must_alloc(sizeof *m);
  do add_leaf(&m->leaves); while (__VERIFIER_nondet_int());
  m->next = *at;
  *at = m;
}

static void add_top(struct top **at) {
  struct top *t = must_alloc(sizeof *t);
  do add_mid(&t->mids); while (__VERIFIER_nondet_int());
  t->next = *at;
  *at = t;
}

static void drop_leaves(struct leaf *l) {
  do {
#ifndef LEAK
    free(l->block);
#endif
    struct leaf *next = l->next;
    free(l);
    l = next;
  } while (l);
}

static void drop_mids(struct mid *m) {
  do {
    drop_leaves(m->leaves);
    struct mid *next = m->next;
    free(m);
    m = next;
  } while (m);
}

static void drop_tops(struct top *t) {
  do {
    drop_mids(t->mids);
    struct top *next = t->next;
    free(t);
    t = next;
  } while (t);
}

int main(void) {
  static struct top *tops;
  do add_top(&tops); while (__VERIFIER_nondet_int());
  drop_tops(tops);
  return 0;
}
