extern char __VERIFIER_nondet_char(void);
int classify(char c) {
  if (c >= 'a' && c <= 'z') return 1;
  if (c >= 'A' && c <= 'Z') return 2;
  if (c >= '0' && c <= '9') return 3;
  return c == ' ' ? 4 : 0;
}
int main(void) {
  char buf[8];
  int n = 0, kinds[5] = {0};
  do {
    buf[n] = __VERIFIER_nondet_char();
  } while (buf[n] != 0 && ++n < 7);
  buf[n] = 0;
  for (int i = 0; buf[i]; i++)
    kinds[classify(buf[i])]++;
  return kinds[1] > kinds[2];
}
