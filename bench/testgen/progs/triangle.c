// Triangle classification: equalities between inputs decide the branches.
extern int __VERIFIER_nondet_int(void);

int classify(int a, int b, int c) {
  if (a <= 0 || b <= 0 || c <= 0) return 0;
  if (a >= b + c || b >= a + c || c >= a + b) return 1;
  if (a == b && b == c) return 2;
  if (a == b || b == c || a == c) {
    if (a * a + b * b == c * c || b * b + c * c == a * a) return 6;
    return 3;
  }
  if (a * a + b * b == c * c || b * b + c * c == a * a || a * a + c * c == b * b) return 4;
  return 5;
}

int main(void) {
  int a = __VERIFIER_nondet_int() % 1000, b = __VERIFIER_nondet_int() % 1000, c = __VERIFIER_nondet_int() % 1000;
  return classify(a, b, c);
}
