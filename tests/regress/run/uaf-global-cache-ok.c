// Twin of uaf-global-cache.c: reset() also clears the cache pointer.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3
// CHECK-NEXT: 4
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int *cache;

static int *get_buffer(void) {
  if (!cache) {
    cache = malloc(10 * sizeof(int));
    for (int i = 0; i < 10; i++)
      cache[i] = i;
  }
  return cache;
}

static void reset(void) {
  free(get_buffer());
  cache = NULL;
}

static int read_at(int i) {
  return get_buffer()[i];
}

int main(void) {
  printf("%d\n", read_at(3));
  reset();
  printf("%d\n", read_at(4));
  reset();
  return 0;
}
