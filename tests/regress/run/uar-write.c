// Writing through a pointer to a dead frame that was stored in a global.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int *last_result;

static void compute(int x) {
  int result = x * 2;
  last_result = &result;
  printf("%d\n", result);
}

int main(void) {
  compute(21);
  // CHECK: uar-write.c:[[@LINE+2]]:{{[0-9]+}}: error: use-after-return:
  // (the faulting access is a write)
  *last_result = 0;
  return 0;
}
