// Reading a local of a function that has returned (its address escaped).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int *make_counter(int start) {
  int counter = start;
  int *p = &counter;
  return p;
}

int main(void) {
  int *c = make_counter(5);
  int v;
  // CHECK: uar-local.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-return:
  v = *c;
  printf("%d\n", v);
  return 0;
}
