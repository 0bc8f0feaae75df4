// A list of lists whose inner nodes each own a block.  When a state whose
// first outer node is still a region is joined with one where it is part
// of a segment, the blocks its sub-list's nodes own must land two levels
// deep (each inner node's own), not one (shared by a whole sub-list):
// shared, the destroying loop freed one block twice.  Proved; the planted
// leak is found and its trace replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner {
  void *block;
  struct inner *next;
};
struct outer {
  struct outer *next;
  struct inner *inner;
};
static void insertInner(struct inner **list) {
  struct inner *item = calloc(1U, sizeof *item);
  if (!item) abort();
  item->block = malloc(119U);
  if (!item->block) abort();
  item->next = *list;
  *list = item;
}
static void destroyInner(struct inner *list) {
  do {
    struct inner *next = list->next;
#ifdef LEAK
    if (next)
#endif
      free(list->block);
    free(list);
    list = next;
  } while (list);
}
static void insertOuter(struct outer **list) {
  struct outer *item = calloc(1U, sizeof *item);
  if (!item) abort();
  do insertInner(&item->inner);
  while (__VERIFIER_nondet_int());
  item->next = *list;
  *list = item;
}
int main(void) {
  struct outer *list = 0;
  do insertOuter(&list);
  while (__VERIFIER_nondet_int());
  do {
    struct outer *next = list->next;
    destroyInner(list->inner);
    free(list);
    list = next;
  } while (list);
  return 0;
}
