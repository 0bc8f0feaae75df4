// strpbrk (strcspn's loops): a loop over one malloc'd string with a loop
// over the other inside, both of nondet length and ended by the
// terminator each has at its last index.  The twin writes the
// terminator one past the end.
// RUN: %ferret verify %s --engine smt --timeout 20 --stats 2>&1 | FileCheck %s --check-prefixes=SAFE,STATS
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// STATS: proof by chc-int
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: out-of-bounds: write
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
static const char *first(const char *s1, const char *s2) {
  for (const char *p = s1; *p != '\0'; p++) {
    const char *s = s2;
    while (*s != '\0' && *s != *p) s++;
    if (*s == *p) return p;
  }
  return 0;
}
static char *string(int n) {
  char *s = malloc(n);
  if (!s) exit(0);
  for (int i = 0; i < n - 1; i++) s[i] = __VERIFIER_nondet_char();
#ifdef BUG
  s[n] = '\0';
#else
  s[n - 1] = '\0';
#endif
  return s;
}
int main(void) {
  int n1 = __VERIFIER_nondet_int(), n2 = __VERIFIER_nondet_int();
  if (n1 < 1 || n1 > 1000000 || n2 < 1 || n2 > 1000000) return 0;
  char *s1 = string(n1), *s2 = string(n2);
  int r = first(s1, s2) != 0;
  free(s1);
  free(s2);
  return r;
}
