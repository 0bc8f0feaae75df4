// A singly linked list on the heap: push, append, reverse, remove, free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 4 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5 4 3 2 1 0
// CHECK-NEXT: 0 1 2 3 4 5
// CHECK-NEXT: 0 1 2 4 5
// CHECK-EMPTY:
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

struct node {
  int v;
  struct node *next;
};

static struct node *push(struct node *h, int v) {
  struct node *n = malloc(sizeof *n);
  n->v = v;
  n->next = h;
  return n;
}

static void append(struct node **h, int v) {
  while (*h)
    h = &(*h)->next;
  *h = push(NULL, v);
}

static struct node *reverse(struct node *h) {
  struct node *prev = NULL;
  while (h) {
    struct node *next = h->next;
    h->next = prev;
    prev = h;
    h = next;
  }
  return prev;
}

static void remove_value(struct node **h, int v) {
  while (*h) {
    if ((*h)->v == v) {
      struct node *dead = *h;
      *h = dead->next;
      free(dead);
    } else {
      h = &(*h)->next;
    }
  }
}

static void print(const struct node *h) {
  for (; h; h = h->next)
    printf(h->next ? "%d " : "%d", h->v);
  printf("\n");
}

int main(void) {
  struct node *list = NULL;
  for (int i = 1; i <= 5; i++)
    list = push(list, i);
  append(&list, 0);
  print(list);
  list = reverse(list);
  print(list);
  list = push(list, 3);
  remove_value(&list, 3);
  print(list);
  while (list) {
    struct node *n = list->next;
    free(list);
    list = n;
  }
  print(list);
  return 0;
}
