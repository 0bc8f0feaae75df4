// The classic list-freeing bug: n->next is read after free(n).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = head;
  return n;
}

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 3; i++)
    head = push(head, i);
  printf("%d\n", head->value);
  // CHECK: uaf-list.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-free:
  for (struct node *n = head; n; n = n->next)
    free(n);
  return 0;
}
