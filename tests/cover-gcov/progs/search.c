extern int __VERIFIER_nondet_int(void);
static const int table[8] = {1, 3, 5, 7, 9, 11, 13, 15};
int bsearch_idx(int key) {
  int lo = 0, hi = 7;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (table[mid] == key)
      return mid;
    else if (table[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}
int main(void) {
  int found = 0, k = __VERIFIER_nondet_int();
  for (int i = 0; i < k && i < 4; i++)
    found += bsearch_idx(__VERIFIER_nondet_int()) >= 0 ? 1 : 0;
  return found;
}
