// What the string models leave UNKNOWN rather than guess: overlapping
// copies (undefined behaviour, not a memory-safety property), lengths
// with more than 64 values, bytes never written.
// RUN: not %ferret verify %s --engine shape -DOVERLAP | FileCheck %s --check-prefix=OVERLAP
// RUN: not %ferret verify %s --engine shape -DSYMBOLIC | FileCheck %s --check-prefix=SYMBOLIC
// RUN: not %ferret verify %s --engine shape | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret verify %s --engine shape --uninit-as-nondet | FileCheck %s --check-prefix=UNINIT
// OVERLAP: RESULT: UNKNOWN (strcpy() between overlapping strings (undefined behaviour))
// SYMBOLIC: RESULT: UNKNOWN (strncmp() of a length of more than 64 possible values)
// UNINIT: RESULT: UNKNOWN (strlen() reads an uninitialised byte)
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char b[8] = "abc";
#if defined(OVERLAP)
  strcpy(b + 1, b);
#elif defined(SYMBOLIC)
  return strncmp(b, "abd", __VERIFIER_nondet_int());
#else
  char u[4];
  u[0] = 'a';
  return strlen(u);
#endif
  return 0;
}
