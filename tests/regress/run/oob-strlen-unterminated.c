// strlen on a local char array that has no NUL terminator.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

int main(void) {
  char tag[4] = {'a', 'b', 'c', 'd'};
  int other = 0;
  // CHECK: oob-strlen-unterminated.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read
  size_t n = strlen(tag);
  printf("%zu %d\n", n, other);
  return 0;
}
