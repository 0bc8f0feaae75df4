// The three visited-set modes see the same states: the order of the inputs
// does not matter to the count kept on the heap, so states meet again.
// Exact mode proves the program; the two lossy modes cannot answer TRUE.
// RUN: %ferret verify %s --engine explore --stats | FileCheck %s --check-prefixes=EXACT,ALL
// RUN: not %ferret verify %s --engine explore --stats --hash-compact | FileCheck %s --check-prefixes=LOSSY,ALL
// RUN: not %ferret verify %s --engine explore --stats --bitstate 65536 | FileCheck %s --check-prefixes=LOSSY,ALL
// EXACT: RESULT: TRUE
// LOSSY: RESULT: UNKNOWN (the visited set may have confused distinct states
// ALL: states stored      10
// ALL: states revisited   3
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int *count = malloc(sizeof *count);
  *count = 0;
  for (int i = 0; i < 3; i++)
    *count += __VERIFIER_nondet_bool();
  __VERIFIER_nondet_bool();
  free(count);
  return 0;
}
