// Safe: every path frees what it allocates.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  *p = __VERIFIER_nondet_int() & 7;
  int r = *p;
  free(p);
  return r;
}
