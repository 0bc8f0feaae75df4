// A failing assert().
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <assert.h>
#include <stdio.h>

static int triple(int x) { return x * 3; }

int main(void) {
  int x = triple(1) - 2;
  printf("%d\n", x);
  // CHECK: assert-fail.c:[[@LINE+1]]:{{[0-9]+}}: error: assertion-failure:
  assert(x == 2);
  return 0;
}
