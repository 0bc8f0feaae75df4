// Twin of uaf-list.c: the successor is saved before free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2
// CHECK-NEXT: freed 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  int count = 0;
  struct node *next;
  for (struct node *n = head; n; n = next) {
    next = n->next;
    free(n);
    count++;
  }
  printf("freed %d\n", count);
  return 0;
}
