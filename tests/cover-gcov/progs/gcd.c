extern unsigned __VERIFIER_nondet_uint(void);
unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}
unsigned gcd_rec(unsigned a, unsigned b) { return b ? gcd_rec(b, a % b) : a; }
int main(void) {
  unsigned a = __VERIFIER_nondet_uint() % 10000, b = __VERIFIER_nondet_uint() % 10000;
  if (gcd(a, b) != gcd_rec(a, b))
    return 1;
  return 0;
}
