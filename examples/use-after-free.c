#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  struct node *list = NULL;
  for (int i = 0; i < 3; ++i) list = push(list, i);
  /* Frees every node, then reads the one it just freed. */
  while (list) {
    free(list);
    list = list->next;
  }
  puts("done");
  return 0;
}
