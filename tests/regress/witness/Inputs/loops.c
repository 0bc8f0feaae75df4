/* A correct program with loops, for the correctness-witness tests. */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
static void check(int c) { if (!c) reach_error(); }
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  int i = 0, j = 0, k = 7;
  long big = -5;
  while (i < n) {
    i++;
    j++;
  }
  check(i == j);
  unsigned u = 3;
  do {
    u += 2;
  } while (u < 20);
  for (int m = 0; m < 3; m++)
    k = k + 0;
  return big + 5;
}
