#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  for (int n = 0; n < 4 && __VERIFIER_nondet_int(); n++) {
    struct node *x = malloc(sizeof *x);
    x->value = n;
    x->next = head;
    head = x;
  }
  /* Frees all but the last node when the list has three nodes. */
  while (head && head->next) {
    struct node *next = head->next;
    if (head->value != 2)
      free(head);
    head = next;
  }
  free(head);
  return 0;
}
