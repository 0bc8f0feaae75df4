// Lists of one-node lists zipped in pairs until one list is left, through a
// cursor into the last node's link (`struct item ***`).  The second list's
// holder keeps a stale pointer to its first node until it is freed.  The
// counters narrow a list's rest to length 0 while two lists are zipped; left
// in the graph, that empty segment's sub-lists were joined with real ones,
// every holder's list became possibly empty, and freeing the holder lost
// memory after abstraction (UNKNOWN).  Planted bugs: the last node leaked,
// the holder freed twice.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DDOUBLE --trace %t.df.json | FileCheck %s --check-prefix=DOUBLE
// RUN: not %ferret run %s -DDOUBLE --replay %t.df.json 2>&1 | FileCheck %s --check-prefix=DOUBLE-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// DOUBLE: RESULT: FALSE(valid-free)
// DOUBLE-REPLAY: error: double-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item {
  struct item *next;
  int v;
};
struct bucket {
  struct item *items;
  struct bucket *next;
};

static void take(struct item ***tail, struct item **from) {
  struct item *it = *from;
  *from = it->next;
  it->next = NULL;
  **tail = it;
  *tail = &it->next;
}

static void zip(struct item **tail, struct item *x, struct item *y) {
  while (x || y) {
    if (!y || (x && x->v < y->v))
      take(&tail, &x);
    else
      take(&tail, &y);
  }
}

static struct bucket *pass(struct bucket *b) {
  struct bucket *out = NULL;
  while (b) {
    struct bucket *second = b->next;
    if (!second) {
      b->next = out;
      return b;
    }
    zip(&b->items, b->items, second->items);
    b->next = out;
    out = b;
    b = second->next;
    free(second);
  }
  return out;
}

int main(void) {
  struct bucket *b = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *i = malloc(sizeof *i);
    struct bucket *n = malloc(sizeof *n);
    if (!i || !n)
      abort();
    i->next = NULL;
    i->v = __VERIFIER_nondet_int();
    n->items = i;
    n->next = b;
    b = n;
  }
  if (!b)
    return 0;
  struct bucket *c = b;
  for (; c->next; c = c->next)
    if (!c->items || c->items->next)
      abort();
  if (!c->items || c->items->next)
    abort();
  while (b->next)
    b = pass(b);
  struct item *i = b->items;
  free(b);
#ifdef DOUBLE
  free(b);
#endif
  while (i) {
    struct item *next = i->next;
#ifdef LEAK
    if (next)
#endif
      free(i);
    i = next;
  }
  return 0;
}
