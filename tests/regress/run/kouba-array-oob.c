// kouba-array.c with an off-by-one fill loop (i <= m).
// RUN: printf '5 7 3 9 0\n' | not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  unsigned m;
  if (scanf("%u", &m) != 1)
    return 1;
  while (m != 0) {
    // CHECK: kouba-array-oob.c:[[@LINE+7]]:{{[0-9]+}}: error: out-of-bounds:
    // CHECK: kouba-array-oob.c:[[@LINE+1]]:{{[0-9]+}}: note: {{.*}}allocated
    unsigned *a = malloc(m * sizeof(unsigned));
    unsigned v;
    if (scanf("%u", &v) != 1)
      return 1;
    for (unsigned i = 0; i <= m; i++)
      a[i] = v;
    printf("%u\n", a[0]);
    free(a);
    if (scanf("%u", &m) != 1)
      return 1;
  }
  return 0;
}
