// Binary search in a sorted array built from inputs; a key found, missed
// below, between or above the elements.
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

int find(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  int a[16];
  unsigned n = __VERIFIER_nondet_uint() % 16;
  int v = __VERIFIER_nondet_int() % 1000;
  for (unsigned i = 0; i < n; i++) {
    unsigned step = __VERIFIER_nondet_uint() % 50;
    v += (int)step + 1;
    a[i] = v;
  }
  int key = __VERIFIER_nondet_int();
  int at = find(a, (int)n, key);
  if (at < 0)
    return n > 0 && key > a[n - 1] ? 2 : 1;
  if (at == 0)
    return 3;
  if ((unsigned)at == n - 1)
    return 4;
  return 0;
}
