/* A state space of more than a million states for the explorer's
   throughput: two nondet bytes and five nondet bools decide the shape and
   contents of a heap-allocated list, which is freed at the end (the program
   is safe). */
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = head;
  return n;
}

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 2; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
#ifdef VALUES
    c &= VALUES - 1; /* -DVALUES=64: 127,041 states, small enough for callgrind */
#endif
    if (c & 1)
      head = push(head, c);
    else
      head = push(push(head, c), c / 2);
  }
  for (int i = 0; i < 5; i++)
    if (__VERIFIER_nondet_bool())
      head = push(head, i);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
