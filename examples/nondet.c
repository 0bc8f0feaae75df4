#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x > 10 && y == x * 2)
    reach_error();
  printf("x=%d y=%d\n", x, y);
  return 0;
}
