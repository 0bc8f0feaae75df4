// kouba-array.c without the free: every iteration's array is lost.
// RUN: printf '5 7 3 9 0\n' | not %ferret run %s 2>&1 | FileCheck %s
// CHECK: error: memory-leak:
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  unsigned m;
  if (scanf("%u", &m) != 1)
    return 1;
  while (m != 0) {
    unsigned *a = malloc(m * sizeof(unsigned));
    unsigned v;
    if (scanf("%u", &v) != 1)
      return 1;
    for (unsigned i = 0; i < m; i++)
      a[i] = v;
    printf("%u\n", a[0]);
    if (scanf("%u", &m) != 1)
      return 1;
  }
  return 0;
}
