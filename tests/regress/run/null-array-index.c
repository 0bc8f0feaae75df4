// Indexing a null array pointer: p[3] is a small offset from null.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stddef.h>

struct vec {
  int len;
  int *data;
};

int main(void) {
  struct vec v = {4, NULL};
  int sum = 0;
  for (int i = v.len - 1; i >= 0; i--)
    // CHECK: null-array-index.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
    sum += v.data[i];
  printf("%d\n", sum);
  return 0;
}
