// Relational comparison of pointers into two different malloc'd blocks.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static int in_range(const char *p, const char *begin, const char *end) {
  // CHECK: ptr-compare.c:[[@LINE+1]]:{{[0-9]+}}: error: pointer-comparison:
  return p >= begin && p < end;
}

int main(void) {
  char *a = malloc(16);
  char *b = malloc(16);
  printf("%d\n", in_range(a + 3, a, a + 16));
  printf("%d\n", in_range(b, a, a + 16));
  free(a);
  free(b);
  return 0;
}
