// The terminator ghost through a summary: at --inline-depth 1 the write
// in clobber() is summarised (its frame havocked, its predicate relating
// memory before and after, the ghost included), and the string's
// terminator survives a write before it.  The twin writes over the
// terminator itself.
// RUN: %ferret verify %s --engine smt --inline-depth 1 --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --inline-depth 1 --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: out-of-bounds
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
static int length(const char *s) {
  int k = 0;
  while (*s) s++, k++;
  return k;
}
static void clobber(char *s, int at) { s[at] = 'x'; }
static void edit(char *s, int n) {
#ifdef BUG
  clobber(s, n - 1);
#else
  if (n > 1) clobber(s, n - 2);
#endif
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  char *str = malloc(n);
  if (!str) return 0;
  for (int i = 0; i < n - 1; i++) str[i] = __VERIFIER_nondet_char();
  str[n - 1] = '\0';
  edit(str, n);
  int r = length(str);
  free(str);
  return r;
}
