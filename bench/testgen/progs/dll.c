// A doubly linked list: inserts at either end, removal of a value, checks.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { int v; struct node *prev, *next; };
struct list { struct node *head, *tail; int n; };

void push(struct list *l, int v, int front) {
  struct node *p = malloc(sizeof *p);
  p->v = v;
  p->prev = p->next = NULL;
  if (!l->head) l->head = l->tail = p;
  else if (front) { p->next = l->head; l->head->prev = p; l->head = p; }
  else { p->prev = l->tail; l->tail->next = p; l->tail = p; }
  l->n++;
}

int removeValue(struct list *l, int v) {
  for (struct node *p = l->head; p; p = p->next) {
    if (p->v != v) continue;
    if (p->prev) p->prev->next = p->next; else l->head = p->next;
    if (p->next) p->next->prev = p->prev; else l->tail = p->prev;
    free(p);
    l->n--;
    return 1;
  }
  return 0;
}

int main(void) {
  struct list l = {NULL, NULL, 0};
  while (__VERIFIER_nondet_int() && l.n < 6) {
    // Two statements: C leaves the order of a call's arguments open, and
    // gcc reads them in another order than Clang (the native runs differed).
    int v = __VERIFIER_nondet_int() % 10;
    push(&l, v, __VERIFIER_nondet_int());
  }
  int removed = removeValue(&l, __VERIFIER_nondet_int());
  int sorted = 1;
  for (struct node *p = l.head; p && p->next; p = p->next)
    if (p->v > p->next->v) sorted = 0;
  int r = removed * 2 + sorted;
  if (l.n == 3 && sorted && removed) r = 7;
  while (l.head) {
    struct node *p = l.head;
    l.head = p->next;
    free(p);
  }
  return r;
}
