// A struct field held the only pointer to a block and is overwritten: the
// leak is at that store, although the checks only run at main's return.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-field.c:[[# @LINE + 17]]:11: error: memory-leak: 4 bytes in 1 heap block became unreachable{{$}}
// CHECK: note: allocated here by malloc
// WITNESS: type: "target"
// WITNESS: line: [[# @LINE + 14]]
// WITNESS-NEXT: column: 11
// WITNESS-NEXT: function: "main"
#include <stdlib.h>
struct box {
  int tag;
  int *item;
};
int main(void) {
  struct box *b = malloc(sizeof *b);
  b->item = malloc(sizeof *b->item);
  b->tag = 1;
  for (int i = 0; i < 3; i++)
    b->tag += i;
  b->item = 0;
  for (int i = 0; i < 3; i++)
    b->tag += i;
  free(b);
  return 0;
}
