/* A Linux-style list of lists whose sub-lists may be empty (the sentinel only):
   expected TRUE for valid-memsafety.  UNKNOWN until the sixth session, when a top
   node with an empty sub-list learnt to join one with sub nodes (bench/RESULTS.md,
   issue 14). */
extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
struct list_head { struct list_head *next, *prev; };
struct top { struct list_head link; struct list_head sub; };
struct sub { int number; struct list_head link; };
static void add_tail(struct list_head *new, struct list_head *head) {
  struct list_head *prev = head->prev;
  head->prev = new; new->next = head; new->prev = prev; prev->next = new;
}
int main() {
  struct list_head head = { &head, &head };
  while (__VERIFIER_nondet_int()) {
    struct top *t = malloc(sizeof *t);
    if (!t) abort();
    t->sub.next = &t->sub; t->sub.prev = &t->sub;
    while (__VERIFIER_nondet_int()) {
      struct sub *s = malloc(sizeof *s);
      if (!s) abort();
      s->number = 0;
      add_tail(&s->link, &t->sub);
    }
    add_tail(&t->link, &head);
  }
  struct list_head *p = head.next;
  while (p != &head) {
    struct list_head *n = p->next;
    struct top *t = (struct top *)p;
    struct list_head *q = t->sub.next;
    while (q != &t->sub) { struct list_head *m = q->next; free((char *)q - 8); q = m; }
    free(t); p = n;
  }
  return 0;
}
