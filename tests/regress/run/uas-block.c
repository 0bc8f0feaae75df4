// Writing to a block-local variable after its block ended.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(void) {
  int *p;
  {
    int x = 1;
    p = &x;
    printf("%d\n", *p);
  }
  // CHECK: uas-block.c:[[@LINE+2]]:{{[0-9]+}}: error: use-after-scope:
  // (the faulting access is a write)
  *p = 2;
  return 0;
}
