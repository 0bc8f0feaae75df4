// Reading through a null pointer.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stddef.h>

static int *lookup(int key) {
  static int table[4] = {10, 20, 30, 40};
  if (key >= 0 && key < 4)
    return &table[key];
  return NULL;
}

int main(void) {
  int *p = lookup(7);
  int x;
  // CHECK: null-read.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
  x = *p;
  printf("%d\n", x);
  return 0;
}
