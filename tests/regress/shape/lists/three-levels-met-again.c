// Lists of lists of lists, each level of nondeterministic length, built
// by insertion at the head and destroyed top-down (Predator's five-level
// test with three levels).  Most states reaching the loop heads are equal
// to one that reached them before: they end after one join, with the kept
// state that took that one in, not one with each kept state ("met
// again").  The twin leaks the blocks the innermost nodes own.
// RUN: %ferret verify %s --engine shape --stats 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: met again {{ *[1-9][0-9]*}} (at loop heads, no join needed)
// LEAK: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak:
extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
struct L3 { struct L3 *next; void *down; };
struct L2 { struct L2 *next; struct L3 *down; };
struct L1 { struct L1 *next; struct L2 *down; };
static void *zalloc_or_die(unsigned size) {
  void *p = calloc(1U, size);
  if (p) return p;
  abort();
}
static void l3_insert(struct L3 **list) {
  struct L3 *item = zalloc_or_die(sizeof *item);
  item->down = zalloc_or_die(119U);
  item->next = *list;
  *list = item;
}
static void l2_insert(struct L2 **list) {
  struct L2 *item = zalloc_or_die(sizeof *item);
  do l3_insert(&item->down); while (__VERIFIER_nondet_int());
  item->next = *list;
  *list = item;
}
static void l1_insert(struct L1 **list) {
  struct L1 *item = zalloc_or_die(sizeof *item);
  do l2_insert(&item->down); while (__VERIFIER_nondet_int());
  item->next = *list;
  *list = item;
}
static void l3_destroy(struct L3 *list) {
  do {
#ifndef LEAK
    free(list->down);
#endif
    struct L3 *next = list->next;
    free(list);
    list = next;
  } while (list);
}
static void l2_destroy(struct L2 *list) {
  do {
    l3_destroy(list->down);
    struct L2 *next = list->next;
    free(list);
    list = next;
  } while (list);
}
static void l1_destroy(struct L1 *list) {
  do {
    l2_destroy(list->down);
    struct L1 *next = list->next;
    free(list);
    list = next;
  } while (list);
}
int main(void) {
  static struct L1 *list;
  do l1_insert(&list); while (__VERIFIER_nondet_int());
  l1_destroy(list);
  return 0;
}
