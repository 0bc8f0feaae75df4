#include "../pick.h"
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[2];
  int x = pick(), y = __VERIFIER_nondet_int();
  fill(a);
  if (x == 42 && y == 5 && a[1] == 7) {
    int *p = 0;
    *p = 1;
  }
  return 0;
}
