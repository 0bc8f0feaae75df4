extern int __VERIFIER_nondet_int(void);
int kind(int a, int b, int c) {
  if (a <= 0 || b <= 0 || c <= 0)
    return -1;
  if (a + b <= c || a + c <= b || b + c <= a)
    return 0;
  if (a == b && b == c)
    return 3;
  if (a == b || b == c || a == c)
    return 2;
  return 1;
}
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(), c = __VERIFIER_nondet_int();
  int k = kind(a % 100, b % 100, c % 100);
  return k < 0 ? 1 : 0;
}
