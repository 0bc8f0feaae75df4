// The terminator ghost of the integer Horn clauses must forget a zero
// byte whenever anything else may be written over it.  Each variant
// writes the terminator and then loses it (or scans from past it), so a
// run reads past the end: FALSE, or UNKNOWN, never TRUE (exit status 0).
// RUN: %ferret verify %s -DV=0 --engine smt --timeout 10 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DV=1 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=2 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=3 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=4 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=5 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=6 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=7 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=8 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=9 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// RUN: not %ferret verify %s -DV=10 --engine smt --timeout 3 | FileCheck %s --check-prefix=LOST
// SAFE: RESULT: TRUE
// LOST: RESULT: {{FALSE|UNKNOWN}}
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
static int length(const char *s) {
  int k = 0;
  while (*s) s++, k++;
  return k;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 2 || n > 1000) return 0;
  char *str = malloc(n);
  if (!str) return 0;
  for (int i = 0; i < n - 1; i++) str[i] = __VERIFIER_nondet_char();
  str[n - 1] = '\0';
#if V == 1  // a nondet char over it
  str[n - 1] = __VERIFIER_nondet_char();
#elif V == 2  // memset of a constant length over it
  memset(str + n - 2, 'a', 2);
#elif V == 3  // memset of the whole string, a symbolic length
  memset(str, 'a', n);
#elif V == 4  // another object of the same alias class gets the zero
  char *t = malloc(n);
  if (!t) exit(0);
  t[0] = '\0';
  str[n - 1] = 'c';
  length(t);
  free(t);
#elif V == 5  // the scan starts past the terminator
  free(str);
  return length(str + n - 1 + (__VERIFIER_nondet_int() & 1));
#elif V == 6  // a wider store over it (the region is bytes)
  *(short *)(str + n - 2) = 0x0101;
#elif V == 7  // memcpy of non-zero bytes over it
  char src[2] = {'x', 'y'};
  memcpy(str + n - 2, src, 2);
#elif V == 8  // the scan writes past the terminator
  for (char *p = str; *p; p++) p[1] = 'q';
#elif V == 9  // a zero at a symbolic place, then every byte written
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= n) k = 0;
  str[k] = '\0';
  for (int i = 0; i < n; i++) str[i] = 'r';
#elif V == 10  // realloc to a smaller block cuts the terminator off
  str = realloc(str, n - 1);
  if (!str) return 0;
#endif
  int r = length(str);
  free(str);
  return r;
}
