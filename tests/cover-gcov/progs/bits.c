extern unsigned __VERIFIER_nondet_uint(void);
int popcount(unsigned x) {
  int n = 0;
  while (x) {
    n += x & 1;
    x >>= 1;
  }
  return n;
}
int parity(unsigned x) { return popcount(x) % 2 == 0 ? 0 : 1; }
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  int p = parity(x);
  if (p && (x & 0x80000000u))
    return 2;
  if (!p || x == 0)
    return 0;
  return 1;
}
