extern int __VERIFIER_nondet_int(void);
int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
int fib_iter(int n) {
  int a = 0, b = 1;
  for (int i = 0; i < n; i++) {
    int t = a + b;
    a = b;
    b = t;
  }
  return a;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20)
    return 0;
  return fib(n) == fib_iter(n) ? 0 : 1;
}
