// A char array initialised from a string literal keeps the characters a
// later write does not touch (the pieces of the constant it cuts): strncat
// appends after "xy", and "xy" is still there for strncmp.  Were they lost,
// the comparison would fork on unknown bytes and a spurious path reach
// reach_error (UNKNOWN, not confirmed).
// RUN: %ferret verify %s --engine shape | FileCheck %s
// CHECK: RESULT: TRUE
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
int main(void) {
  char a[6], c[8] = "xy";
  for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_char();
  a[5] = 0;
  strncat(c, a, 3);
  if (strncmp(c, "xy", 2) != 0 || strlen(c) > 5) reach_error();
  c[1] = 'z';
  if (c[0] != 'x') reach_error();
  return 0;
}
