// Twin of leak-list.c: the list is freed.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --implicit-check-not=warning: --input-file %t.err
// CHECK: 5
// CHECK-NEXT: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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

static void destroy(struct node *n) {
  while (n) {
    struct node *next = n->next;
    free(n);
    n = next;
  }
}

int main(void) {
  struct node *list = build(5);
  printf("%d\n", length(list));
  destroy(list);
  list = NULL;
  printf("%d\n", length(list));
  return 0;
}
