#include <stdio.h>
#include <stdlib.h>

int main(void) {
  unsigned m;
  while (scanf("%u", &m) == 1 && m != 0) {
    unsigned *a = malloc(m * sizeof *a), v;
    scanf("%u", &v);
    for (unsigned i = 0; i <= m; i++) a[i] = v;
    printf("%u\n", a[0]);
    free(a);
  }
  return 0;
}
