extern int __VERIFIER_nondet_int(void);
int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
int days(int m, int y) {
  switch (m) {
    case 2:
      return leap(y) ? 29 : 28;
    case 4: case 6: case 9: case 11:
      return 30;
    default:
      return 31;
  }
}
int main(void) {
  int m = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (m < 1 || m > 12)
    return 1;
  int total = 0;
  for (int i = 1; i <= m; i++)
    total += days(i, y);
  return total > 200;
}
