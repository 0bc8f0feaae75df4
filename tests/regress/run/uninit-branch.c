// A branch decided by an uninitialised local.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(int argc, char **argv) {
  int limit;
  if (argc > 5)
    limit = 10;
  // CHECK: uninit-branch.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  if (limit > 3)
    printf("big\n");
  else
    printf("small\n");
  return 0;
}
