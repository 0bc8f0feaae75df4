// Date validation: month lengths, leap years, the day of the year.
extern int __VERIFIER_nondet_int(void);

int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days(int m, int y) {
  switch (m) {
    case 2: return leap(y) ? 29 : 28;
    case 4: case 6: case 9: case 11: return 30;
    default: return 31;
  }
}

int main(void) {
  int d = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (y < 1583 || y > 9999) return -1;
  if (m < 1 || m > 12) return -2;
  if (d < 1 || d > days(m, y)) return -3;
  int yday = d;
  for (int k = 1; k < m; k++)
    yday += days(k, y);
  if (yday == 366) return 366;
  if (m == 2 && d == 29) return 229;
  return yday > 180;
}
