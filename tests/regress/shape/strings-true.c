// Strings of unknown content in fixed-size buffers: a buffer filled with
// nondet chars and terminated, measured, copied, compared, joined,
// duplicated and searched; every size fits, so the shape engine proves it
// (the explicit engine would have to try 256^5 inputs).  With -DBUG the
// joined buffer is one byte short for the longest input: found, confirmed
// and replayed.
// RUN: %ferret verify %s --engine shape | FileCheck %s
// RUN: not %ferret verify %s --engine shape -DBUG --trace %t.json > %t.out; FileCheck %s --check-prefix=BUG < %t.out
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: TRUE
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: out-of-bounds: {{.*}} by strcat
// REPLAY: error: out-of-bounds: {{.*}} by strcat
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#ifdef BUG
#define JOINED 10
#else
#define JOINED 11
#endif
int main(void) {
  char a[6], b[6], c[JOINED];
  for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_char();
  a[5] = 0;
  size_t n = strlen(a);
  if (n > 5) reach_error();
  if (strnlen(a, 3) > 3) reach_error();
  strcpy(b, a);
  if (strcmp(a, b) != 0 || strncmp(a, b, 100) != 0 || memcmp(a, b, n + 1) != 0) reach_error();
  int k = __VERIFIER_nondet_int();  // a length of a few values: one successor each
  if (k >= 0 && k <= 6 && (strncmp(a, b, k) != 0 || strnlen(a, k) > (size_t)k)) reach_error();
  strcpy(c, a);
  strcat(c, b);
  if (strlen(c) != 2 * n) reach_error();
  char *d = strdup(c);
  if (!d) return 0;
  char *x = strchr(d, 'x');
  if (x && *x != 'x') reach_error();
  char *y = strrchr(d, 'y');
  if (y && (y < d || *y != 'y')) reach_error();
  char *z = memchr(a, 'z', sizeof a);
  if (z && (z < a || z >= a + sizeof a)) reach_error();
  free(d);
  char *e = strndup(a, 2);
  if (!e) return 0;
  if (strlen(e) > 2) reach_error();
  strncpy(b, e, sizeof b);
  if (b[sizeof b - 1] != 0) reach_error();
  strncat(b, a, 3);
  free(e);
  return 0;
}
