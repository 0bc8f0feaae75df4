// An uninitialised value used as an array index (decides an address).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int pick(int *out, int want) {
  if (want)
    *out = 2;
  return 0;
}

int main(void) {
  int table[8] = {0};
  int idx;
  pick(&idx, 0);
  // CHECK: uninit-index.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  table[idx] = 1;
  printf("%d\n", table[2]);
  return 0;
}
