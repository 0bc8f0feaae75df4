// A whole linked list is lost when its head pointer is dropped.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// CHECK: error: memory-leak:
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *build(int n) {
  struct node *head = NULL;
  for (int i = 0; i < n; i++) {
    struct node *e = malloc(sizeof *e);
    e->value = i;
    e->next = head;
    head = e;
  }
  return head;
}

static int length(const struct node *n) {
  int len = 0;
  for (; n; n = n->next)
    len++;
  return len;
}

int main(void) {
  struct node *list = build(5);
  printf("%d\n", length(list));
  list = NULL;
  printf("%d\n", length(list));
  return 0;
}
