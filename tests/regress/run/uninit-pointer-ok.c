// Twin of uninit-pointer.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 7
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

struct holder {
  int count;
  int *items;
};

int main(void) {
  struct holder *h = malloc(sizeof *h);
  h->count = 1;
  h->items = malloc(sizeof(int));
  h->items[0] = 7;
  printf("%d %d\n", h->count, h->items[0]);
  free(h->items);
  free(h);
  return 0;
}
