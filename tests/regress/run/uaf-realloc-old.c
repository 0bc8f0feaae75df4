// Using the old pointer after realloc moved (or may have moved) the block.
// After a successful realloc the old pointer is invalid in any case.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *old = malloc(2 * sizeof(int));
  old[0] = 1;
  old[1] = 2;
  int *grown = realloc(old, 1000 * sizeof(int));
  if (!grown)
    return 1;
  grown[999] = 3;
  // CHECK: uaf-realloc-old.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-free:
  printf("%d\n", old[0]);
  free(grown);
  return 0;
}
