// A global cache keeps a pointer to an object that a later call frees.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
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
}

static int read_at(int i) {
  // CHECK: uaf-global-cache.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-free:
  return get_buffer()[i];
}

int main(void) {
  printf("%d\n", read_at(3));
  reset();
  printf("%d\n", read_at(4));
  // CHECK: #0 read_at at
  // CHECK-NEXT: #1 main at {{.*}}uaf-global-cache.c:[[@LINE-2]]:
  return 0;
}
