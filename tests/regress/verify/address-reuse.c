// A freed block's address may be handed out again: comparing the dangling
// pointer with the new one can succeed, leading to a double free.
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-free)
// CHECK: the allocator reuses the freed block's address
// CHECK: replay: ferret run {{.*}}address-reuse.c --replay TRACE.json
// The trace carries the allocator's choice, so the replay reaches the same
// double free.
// RUN: not %ferret verify %s --trace %t.json | FileCheck %s --check-prefix=TRACE
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// TRACE: replay: ferret run {{.*}}address-reuse.c --replay {{.*}}.json
// REPLAY: error: double-free
#include <stdlib.h>
int main(void) {
  int *y = malloc(sizeof *y);
  free(y);
  int *x = malloc(sizeof *x);
  if (x == y)
    free(x);
  free(x);
  return 0;
}
