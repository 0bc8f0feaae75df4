// Breadth-first search proves a safe program (every state explored), and
// its bounds give UNKNOWN with the reason.
// RUN: %ferret verify %s --search bfs --stats | FileCheck %s
// RUN: not %ferret verify %s --engine explore --search bfs --max-states 5 | FileCheck %s --check-prefix=STATES
// RUN: not %ferret verify %s --engine explore --search bfs --max-depth 3 | FileCheck %s --check-prefix=DEPTH
// CHECK: RESULT: TRUE
// CHECK: states stored 
// STATES: RESULT: UNKNOWN (state limit of 5 reached)
// DEPTH: RESULT: UNKNOWN (depth limit of 3 choices reached)
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
struct node {
  int v;
  struct node *next;
};
int main(void) {
  struct node *head = 0;
  int n = 0;
  for (int i = 0; i < 4; i++) {
    if (__VERIFIER_nondet_bool()) {
      struct node *x = malloc(sizeof *x);
      x->v = __VERIFIER_nondet_uchar() & 3;
      x->next = head;
      head = x;
      n++;
    }
  }
  while (head) {
    struct node *next = head->next;
    if (head->v > 3)
      reach_error();
    free(head);
    head = next;
    n--;
  }
  if (n != 0)
    reach_error();
  return 0;
}
