// A list of lists, both levels of nondeterministic length: each top node
// owns an inner list; all is walked and freed: proved for every shape.
// Planted bugs: an inner list's last node leaked, an inner node read after
// it was freed, a top node freed twice, an inner walk one node too far.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.leak.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.leak.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// RUN: not %ferret verify %s --engine shape -DUAF --trace %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DUAF --replay %t.uaf.json 2>&1 | FileCheck %s --check-prefix=UAF-REPLAY
// RUN: not %ferret verify %s --engine shape -DDOUBLE --trace %t.df.json | FileCheck %s --check-prefix=DOUBLE
// RUN: not %ferret run %s -DDOUBLE --replay %t.df.json 2>&1 | FileCheck %s --check-prefix=DOUBLE-REPLAY
// RUN: not %ferret verify %s --engine shape -DOFF_BY_ONE --trace %t.obo.json | FileCheck %s --check-prefix=OBO
// RUN: not %ferret run %s -DOFF_BY_ONE --replay %t.obo.json 2>&1 | FileCheck %s --check-prefix=OBO-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
// UAF: RESULT: FALSE(valid-deref)
// UAF-REPLAY: error: use-after-free:
// DOUBLE: RESULT: FALSE(valid-free)
// DOUBLE-REPLAY: error: double-free:
// OBO: RESULT: FALSE(valid-deref)
// OBO-REPLAY: error: null-dereference:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner {
  struct inner *next;
  int data;
};
struct outer {
  struct outer *next;
  struct inner *items;
};
int main(void) {
  struct outer *top = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof *o);
    o->items = NULL;
    while (__VERIFIER_nondet_int()) {
      struct inner *i = malloc(sizeof *i);
      i->data = 1;
      i->next = o->items;
      o->items = i;
    }
    o->next = top;
    top = o;
  }
  for (struct outer *o = top; o; o = o->next)
    for (struct inner *i = o->items; i; i = i->next) i->data = 2;
#ifdef OFF_BY_ONE
  for (struct outer *o = top; o; o = o->next)
    if (o->items)
      for (struct inner *i = o->items; i; i = i->next) i->next->data = 3;
#endif
  while (top) {
    struct outer *next = top->next;
    struct inner *i = top->items;
    while (i) {
      struct inner *n = i->next;
#ifdef LEAK
      if (!n) break;
#endif
      free(i);
#ifdef UAF
      n = i->next;
#endif
      i = n;
    }
    free(top);
#ifdef DOUBLE
    if (!next) free(top);
#endif
    top = next;
  }
  return 0;
}
