// glibc's ctype macros read tables through __ctype_b_loc(); those tables must
// survive backtracking and new searches (they were cached per executor
// address and created after a save point, so later paths saw a removed object).
// RUN: %ferret verify %s | FileCheck %s
// CHECK: RESULT: TRUE
#include <ctype.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int n = 0;
  if (__VERIFIER_nondet_bool())
    n++;
  if (__VERIFIER_nondet_bool())
    n += 2;
  return isdigit('0' + n) && isalpha('a' + n) && toupper('a') == 'A' ? 0 : 1;
}
