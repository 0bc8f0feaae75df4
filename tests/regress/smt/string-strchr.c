// strchr over an alloca'd string of nondet length: the loop stops at the
// terminator written at its last index, so every read is in bounds (the
// terminator ghost of the integer Horn clauses).  The twin writes the
// terminator and then a nondet char over it: a run whose chars are all
// non-zero reads past the end.
// RUN: %ferret verify %s --engine smt --timeout 20 --stats 2>&1 | FileCheck %s --check-prefixes=SAFE,STATS
// RUN: %ferret verify %s --engine smt --timeout 20 --memory-model monolithic | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine smt --timeout 20 --memory-model split-type | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// STATS: proof by chc-int
// BUG: RESULT: FALSE(valid-deref)
// REPLAY: out-of-bounds
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
static char *find(const char *s, int c) {
  while (*s != '\0' && *s != (char)c) s++;
  return *s == c ? (char *)s : 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) n = 1;
  char *str = alloca(n);
  for (int i = 0; i < n - 1; i++) str[i] = __VERIFIER_nondet_char();
  str[n - 1] = '\0';
#ifdef BUG
  str[n - 1] = __VERIFIER_nondet_char();
#endif
  return find(str, __VERIFIER_nondet_int()) != 0;
}
