#include <ctype.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  int len = 0;
  while (__VERIFIER_nondet_int()) {
    if (len == 3)
      break;
    struct node *p = malloc(sizeof *p);
#ifdef UNMODELLED
    p->data = isdigit(__VERIFIER_nondet_int() > 0 ? '1' : 'x') != 0;
#else
    p->data = __VERIFIER_nondet_int() > 0;
#endif
    p->next = head;
    head = p;
    len++;
  }
  int count = 0;
  for (struct node *p = head; p; p = p->next)
    count += p->data;
  if (count > len)
    count = 0;
  if (count == 3)
    count = 1;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return count;
}
