// Freeing the block that held the only pointer to another loses it: the leak
// is at the free, although the checks only run at main's return.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-free-container.c:[[# @LINE + 14]]:3: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
// CHECK: note: allocated here by malloc
// WITNESS: type: "target"
// WITNESS: line: [[# @LINE + 11]]
// WITNESS-NEXT: column: 3
#include <stdlib.h>
struct box {
  int *item;
};
int main(void) {
  struct box *b = malloc(sizeof *b);
  b->item = malloc(sizeof(int));
  *b->item = 2;
  int k = *b->item;
  free(b);
  b = 0;
  return k - 2;
}
