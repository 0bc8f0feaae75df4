// A Linux-style list of lists: each top node embeds a sentinel of its own
// sub-list, which may stay empty (the sentinel pointing to itself).  A top
// node whose sub-list is empty joins one with sub nodes: its one-sided
// node becomes a 0/1 object, or a 0+ segment, whose links lead on to the
// sentinel.  Proved for every shape.  Planted bugs: the last sub node
// left behind, a sub node read after it was freed, a walk that takes an
// empty sub-list's sentinel for a node (found only if empty sub-lists are
// kept apart from the others), a top node freed twice.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DUAF --trace %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DUAF --replay %t.uaf.json 2>&1 | FileCheck %s --check-prefix=UAF-REPLAY
// RUN: not %ferret verify %s --engine shape -DNONEMPTY --trace %t.ne.json | FileCheck %s --check-prefix=NONEMPTY
// RUN: not %ferret run %s -DNONEMPTY --replay %t.ne.json 2>&1 | FileCheck %s --check-prefix=NONEMPTY-REPLAY
// RUN: not %ferret verify %s --engine shape -DDOUBLE --trace %t.df.json | FileCheck %s --check-prefix=DOUBLE
// RUN: not %ferret run %s -DDOUBLE --replay %t.df.json 2>&1 | FileCheck %s --check-prefix=DOUBLE-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// UAF: RESULT: FALSE(valid-deref)
// UAF-REPLAY: error: use-after-free:
// NONEMPTY: RESULT: FALSE(valid-free)
// NONEMPTY-REPLAY: error: invalid-free:
// DOUBLE: RESULT: FALSE(valid-free)
// DOUBLE-REPLAY: error: double-free:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head {
  struct list_head *next, *prev;
};
struct top {
  struct list_head link;
  struct list_head sub;
};
struct sub {
  int number;
  struct list_head link;
};
#define SUB_OF(p) ((struct sub *)((char *)(p) - __builtin_offsetof(struct sub, link)))

static void add_tail(struct list_head *new, struct list_head *head) {
  struct list_head *prev = head->prev;
  head->prev = new;
  new->next = head;
  new->prev = prev;
  prev->next = new;
}

static void insert_top(struct list_head *head) {
  struct top *t = malloc(sizeof *t);
  if (!t) abort();
  t->sub.next = &t->sub;
  t->sub.prev = &t->sub;
  while (__VERIFIER_nondet_int()) {
    struct sub *s = malloc(sizeof *s);
    if (!s) abort();
    s->number = 0;
    add_tail(&s->link, &t->sub);
  }
  add_tail(&t->link, head);
}

static void destroy_sub(struct list_head *head) {
  struct list_head *p = head->next;
#ifdef NONEMPTY
  do {
    struct list_head *n = p->next;
    free(SUB_OF(p));
    p = n;
  } while (p != head);
#else
  while (p != head) {
    struct list_head *n = p->next;
#ifdef LEAK
    if (n == head) break;
#endif
    free(SUB_OF(p));
#ifdef UAF
    n = p->next;
#endif
    p = n;
  }
#endif
}

int main(void) {
  struct list_head top = {&top, &top};
  while (__VERIFIER_nondet_int()) insert_top(&top);
  struct list_head *p = top.next;
  while (p != &top) {
    struct list_head *n = p->next;
    destroy_sub(&((struct top *)p)->sub);
    free(p);
#ifdef DOUBLE
    if (n == &top) free(p);
#endif
    p = n;
  }
  return 0;
}
