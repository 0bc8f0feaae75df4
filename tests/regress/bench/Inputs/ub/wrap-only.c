extern signed char __VERIFIER_nondet_char(void);
extern void reach_error(void);
int main(void) {
  signed char c = __VERIFIER_nondet_char();
  int x = c * 20000000;
  if (c > 0 && x < 0) reach_error();
  return 0;
}
