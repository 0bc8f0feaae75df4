extern int __VERIFIER_nondet_int(void);
char grade(int score) {
  char g;
  if (score >= 90) g = 'A';
  else if (score >= 80) g = 'B';
  else if (score >= 70) g = 'C';
  else if (score >= 60) g = 'D';
  else g = 'F';
  return g;
}
int main(void) {
  int counts[5] = {0, 0, 0, 0, 0};
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n && i < 8; i++) {
    char g = grade(__VERIFIER_nondet_int());
    switch (g) {
      case 'A': counts[0]++; break;
      case 'B': counts[1]++; break;
      case 'C': counts[2]++; break;
      case 'D': counts[3]++; break;
      default: counts[4]++;
    }
  }
  return counts[0] > counts[4] ? 0 : 1;
}
