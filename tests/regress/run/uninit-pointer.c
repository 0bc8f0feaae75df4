// Dereferencing an uninitialised pointer stored in a heap struct.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

struct holder {
  int count;
  int *items;
};

int main(void) {
  struct holder *h = malloc(sizeof *h);
  h->count = 1;
  // CHECK: uninit-pointer.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-pointer: write of 4 bytes through an uninitialised pointer
  h->items[0] = 7;
  printf("%d\n", h->count);
  free(h);
  return 0;
}
