// A list 0, 1, 2, 3, 3, ...: the check of the fourth node's datum never
// fails, and no node holds more than 3.  The shape engine's proof of all
// goals at once, with its default thresholds, merges the nodes 1, 2 and 3
// at a loss into one segment (their data then anything from 1 to 3) and
// reaches the abort() after abstraction.  Its second run keeps nodes whose
// data differ apart longer (as verify's second verifier does) and reaches
// neither goal: both are proved infeasible at once (before, the abort's
// branch stayed unknown after every engine's attempts).
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 4 2>/dev/null | FileCheck %s
// CHECK: lossy-merge-refined.c:33:51: if true {{ *}}infeasible {{ *}}shape
// CHECK: lossy-merge-refined.c:37:20: if true {{ *}}infeasible {{ *}}shape
// CHECK: goals: 14; covered 12, infeasible 2, unknown 0
// RUN: %ferret cover %s --tests %t.suite --criterion branches | FileCheck %s --check-prefix=COVER
// COVER: branches 12 / 14
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int data; };
int main(void) {
  struct node *head = malloc(sizeof *head);
  head->next = NULL;
  head->data = 0;
  struct node *item = head;
  int status = 0;
  while (__VERIFIER_nondet_int()) {
    item->next = malloc(sizeof *item);
    item = item->next;
    item->next = NULL;
    if (status < 3)
      status++;
    item->data = status;
  }
  if (status == 3 && head->next->next->next->data != 3)
    abort();
  int k = 0;
  for (item = head; item; item = item->next)
    if (item->data > 3)
      k++;
  while (head) {
    item = head;
    head = head->next;
    free(item);
  }
  return k;
}
