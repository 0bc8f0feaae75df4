// __VERIFIER_plot writes the graph where the program asks for it.  A plot
// without a name (NULL, as Predator's own tests pass) is numbered; it used
// to end the path UNKNOWN, though a picture changes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ferret verify %s --engine shape --dump-smg %t | FileCheck %s --check-prefix=RESULT
// RUN: FileCheck %s < %t/two-nodes.dot
// RUN: FileCheck %s < %t/plot-2.dot
// RESULT: RESULT: TRUE
// CHECK: digraph
// CHECK: heap
#include <stdlib.h>
extern void __VERIFIER_plot(const char *name);
struct node { struct node *next; int v; };
int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->next = b;
  a->v = 1;
  b->next = NULL;
  b->v = 2;
  __VERIFIER_plot("two-nodes");
  __VERIFIER_plot(NULL);
  free(b);
  free(a);
  return 0;
}
