// reach_error() when the inputs are 7 and 3.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  if (a == 7 && b == 3) reach_error();
  return 0;
}
