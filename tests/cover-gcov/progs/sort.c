extern int __VERIFIER_nondet_int(void);
void bubble(int *a, int n) {
  int swapped;
  do {
    swapped = 0;
    for (int i = 1; i < n; i++)
      if (a[i - 1] > a[i]) {
        int t = a[i];
        a[i] = a[i - 1];
        a[i - 1] = t;
        swapped = 1;
      }
  } while (swapped);
}
int main(void) {
  int a[6];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6) n = 6;
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  bubble(a, n);
  for (int i = 1; i < n; i++)
    if (a[i - 1] > a[i]) return 1;
  return 0;
}
