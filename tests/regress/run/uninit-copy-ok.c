// Copying uninitialised data around without using it is not an error
// (memcheck's rule): assignments, memcpy, struct copies, passing to and
// returning from functions, unsigned arithmetic whose result is never used.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: copied 7
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct box {
  int a;
  int b;
};

static int identity(int x) { return x; }
static struct box pass(struct box b) { return b; }

int main(void) {
  int src[4];
  int dst[4];
  memcpy(dst, src, sizeof src);
  int *heap = malloc(4 * sizeof(int));
  memcpy(heap, dst, sizeof dst);
  heap[1] = 7;
  unsigned u;
  unsigned *pu = &u;
  unsigned v = *pu + 1u;
  (void)v;
  int w = identity(heap[0]);
  (void)w;
  struct box b1;
  b1.a = 7;
  struct box b2 = pass(b1);
  struct box b3 = b2;
  printf("copied %d\n", heap[1] == b3.a ? b3.a : 0);
  free(heap);
  return 0;
}
