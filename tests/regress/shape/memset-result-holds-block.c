// calloc as SV-COMP's tasks model it: when the wrapper returns, only
// memset's result holds the block (the local that held it is dead), so it
// is no leak.  The leak twin drops the last node.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DLEAK --trace %t.json | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DLEAK --replay %t.json 2>&1 | FileCheck %s --check-prefix=LEAK-REPLAY
// CHECK: RESULT: TRUE
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK-REPLAY: error: memory-leak:
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
static void *calloc_model(size_t n, size_t size) {
  void *p = malloc(n * size);
  return memset(p, 0, n * size);
}
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *list = 0;
  do {
    struct node *x = calloc_model(1U, sizeof *x);
    if (!x) abort();
    x->next = list;
    list = x;
  } while (__VERIFIER_nondet_int());
#ifdef LEAK
  list = list->next;
#endif
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
