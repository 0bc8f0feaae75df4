// A Linux-style cyclic doubly linked list: a sentinel list_head on the
// stack, items that embed their list_head in the middle (links point
// into the items, container_of gets back to them), of nondeterministic
// number; walked and freed: proved for every length.  Planted bugs: one
// item left in the list, an item read after it was freed, the first item
// freed twice, the walk one step past the sentinel.
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
// OBO-REPLAY: error: out-of-bounds:
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head {
  struct list_head *next, *prev;
};
struct item {
  long data;
  struct list_head link;
  long more;
};
#define item_of(p) ((struct item *)((char *)(p) - offsetof(struct item, link)))
static void list_add(struct list_head *x, struct list_head *head) {
  x->next = head->next;
  x->prev = head;
  head->next->prev = x;
  head->next = x;
}
static void list_del(struct list_head *x) {
  x->prev->next = x->next;
  x->next->prev = x->prev;
}
int main(void) {
  struct list_head head = {&head, &head};
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    it->data = 1;
    it->more = 2;
    list_add(&it->link, &head);
  }
  for (struct list_head *p = head.next; p != &head; p = p->next) item_of(p)->data = 3;
#ifdef OFF_BY_ONE
  for (struct list_head *p = head.next; p != &head; p = p->next) item_of(p->next)->more = 4;
#endif
  while (head.next != &head) {
    struct list_head *first = head.next;
#ifdef LEAK
    if (first->next == &head) break;
#endif
    list_del(first);
    free(item_of(first));
#ifdef UAF
    item_of(first)->data = 5;
#endif
#ifdef DOUBLE
    if (head.next == &head) free(item_of(first));
#endif
  }
  return 0;
}
