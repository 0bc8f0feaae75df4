#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), a = __VERIFIER_nondet_int();
  int *p = malloc(sizeof(int) * 4);
  if (!p) return 0;
  if (n == 2 && a == 9) p = 0;
  if (n == 3 && a == 9) reach_error();
  free(p);
  return 0;
}
