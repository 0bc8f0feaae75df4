extern int __VERIFIER_nondet_int(void);
int apply(int op, int x, int y) {
  switch (op) {
    case 0: return x + y;
    case 1: return x - y;
    case 2: return x * y;
    case 3:
      if (y == 0) return 0;
      return x / y;
    default:
      return -1;
  }
}
int main(void) {
  int acc = 0;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n && i < 5; i++) {
    int op = __VERIFIER_nondet_int();
    int v = __VERIFIER_nondet_int() % 1000;
    acc = apply(op, acc % 1000, v);
  }
  return acc > 0;
}
