// Whether one alloca'd string is a subsequence of another: one loop
// advancing two pointers, each stopping at its string's terminator.  The
// twin writes the second terminator before the loop that fills the
// string, which writes a nondet char over it.
// RUN: %ferret verify %s --engine smt --timeout 20 --stats 2>&1 | FileCheck %s --check-prefixes=SAFE,STATS
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// STATS: proof by chc-int
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: out-of-bounds
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
static int subseq(const char *s, const char *t) {
  while (*s != '\0' && *t != '\0') {
    if (*s == *t) s++;
    t++;
  }
  return *s == '\0';
}
int main(void) {
  int n1 = __VERIFIER_nondet_int(), n2 = __VERIFIER_nondet_int();
  if (n1 < 1) n1 = 1;
  if (n2 < 1) n2 = 1;
  char *s = alloca(n1), *t = alloca(n2);
  for (int i = 0; i < n1 - 1; i++) s[i] = __VERIFIER_nondet_char();
  s[n1 - 1] = '\0';
#ifdef BUG
  t[n2 - 1] = '\0';
  for (int i = 0; i < n2; i++) t[i] = __VERIFIER_nondet_char();
#else
  for (int i = 0; i < n2 - 1; i++) t[i] = __VERIFIER_nondet_char();
  t[n2 - 1] = '\0';
#endif
  return subseq(s, t);
}
