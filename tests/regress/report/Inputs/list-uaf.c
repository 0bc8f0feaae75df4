// A list whose second node is freed and then read: FALSE(valid-deref),
// with a picture of memory before the free.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_plot(const char *name);
struct node {
  struct node *next;
  int value;
};
static struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->next = head;
  n->value = value;
  return n;
}
int main(void) {
  struct node *list = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 2 || n > 4) return 0;
  for (int i = 0; i < n; ++i) list = push(list, i);
  __VERIFIER_plot("built");
  struct node *second = list->next;
  free(second);
  int v = list->next->value;
  return v;
}
