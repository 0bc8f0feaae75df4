// A list built by a loop that ends only by signed overflow (Predator's
// test-0100 has one): the abstraction proves the program, and the run
// sent to confirm the overflow makes 2^31 allocations.  Confirmation runs
// had no bound on steps or heap and looked for lost memory at each
// allocation over the whole heap, so that one run used up the time
// (UNKNOWN); now they are bounded and look for lost memory only when
// confirming a leak.
// RUN: %ferret verify %s --engine shape --timeout 30 | FileCheck %s
// RUN: not %ferret verify %s --engine shape --timeout 30 -DUAF --trace %t.json | FileCheck %s --check-prefix=UAF
// RUN: not %ferret run %s -DUAF --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// CHECK: note: undefined behaviour
// UAF: RESULT: FALSE(valid-deref)
// REPLAY: use-after-free
#include <stdlib.h>
struct node {
  struct node *next;
  int data;
};
int main(void) {
  struct node *head = 0;
  for (int i = 1; i; ++i) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
#ifdef UAF
    if (i == 3) free(n);
#endif
    n->next = head;
    n->data = i;
    head = n;
  }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
