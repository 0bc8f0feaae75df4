// The allocator's choice to hand out a freed block's address again has no
// waypoint in the witness format: `run --replay W.yml` tries each such
// choice both ways (no reuse first).  Before, the witness replayed without
// reuse and the run ended cleanly.
// RUN: not %ferret verify %s --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-free)
// CHECK: the allocator reuses the freed block's address
// REPLAY: error: double-free
// REPLAY: ferret: replay: the run shows FALSE(valid-free), as the counterexample
#include <stdlib.h>
int main(void) {
  int *y = malloc(sizeof *y);
  free(y);
  int *x = malloc(sizeof *x);
  if (x == y) free(x);
  free(x);
  return 0;
}
