// A list of exactly five nodes built and freed by loops counting to 5,
// beside a list of any length (whose shapes make the count's states many
// enough to be joined).  Widening the count jumps to the constant it is
// compared with, so it stays 5 and equal to the list's length; widened to
// INT_MAX it lost that, and the freeing loop seemed to leave nodes behind.
// The twin that frees one node too few is found, and its trace replays.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DFEWER --trace %t.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DFEWER --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// REPLAY: error: memory-leak:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  struct node *prev;
};
struct list {
  struct node *first;
  struct node *last;
};
static void append(struct list *l) {
  struct node *n = malloc(sizeof *n);
  n->next = NULL;
  n->prev = l->last;
  if (l->last) l->last->next = n;
  else l->first = n;
  l->last = n;
}
int main(void) {
  struct list any = {NULL, NULL}, five = {NULL, NULL};
  do append(&any);
  while (__VERIFIER_nondet_int());
  for (int c = 0; c < 5; c++) append(&five);
  while (any.first) {
    struct node *next = any.first->next;
    free(any.first);
    any.first = next;
  }
#ifdef FEWER
  for (int c = 0; c < 4; c++) {
#else
  for (int c = 0; c < 5; c++) {
#endif
    struct node *prev = five.last->prev;
    free(five.last);
    five.last = prev;
  }
  return 0;
}
