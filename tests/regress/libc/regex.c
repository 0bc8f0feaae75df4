// POSIX regular expressions: regcomp/regexec/regerror/regfree give what a
// native glibc run gives (the output is compared with gcc's build):
// basic and extended syntax, submatches and unmatched groups (-1), case
// folding, REG_NEWLINE anchors, REG_NOSUB, REG_NOTBOL, REG_STARTEND,
// re_nsub, compile errors and regerror's text, truncated and measured.
// Misuse: a copy of a regex_t used after regfree, regfree twice through a
// copy, a regex_t regcomp never filled or filled with an error, an
// unterminated subject, a pmatch array too small, a pattern never freed.
// RUN: gcc -w -o %t.native %s && %t.native > %t.want
// RUN: %ferret run %s > %t.got
// RUN: diff %t.want %t.got
// RUN: FileCheck %s < %t.got
// RUN: not %ferret run %s -DAFTER 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not %ferret run %s -DTWICE 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %ferret run %s -DUNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret run %s -DFAILED 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not %ferret run %s -DNOTERM 2>&1 | FileCheck %s --check-prefix=NOTERM
// RUN: not %ferret run %s -DSMALL 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// CHECK: date 0 nsub 3: [0,10) [0,4) [5,7) [8,10)
// CHECK: optional 0: [0,2) [-1,-1) [1,2)
// CHECK: bad ( 8: Unmatched ( or \(|Unmatc|need 18
// AFTER: error: use-after-free: regexec of a compiled pattern that regfree already freed
// TWICE: error: double-free: regfree of a compiled pattern that regfree already freed
// UNINIT: error: uninitialized{{.*}}regexec
// FAILED: error: invalid-call: regexec of a regex_t that holds no compiled pattern
// NOTERM: error: out-of-bounds{{.*}}regexec's subject
// SMALL: error: out-of-bounds{{.*}}regexec's pmatch
// LEAK: error: memory-leak
// LEAK: allocated here by regcomp
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show(const char *what, const regex_t *re, const char *s, int flags) {
  regmatch_t m[4];
  int r = regexec(re, s, 4, m, flags);
  printf("%s %d:", what, r);
  if (r == 0 && !(re->__no_sub))
    for (int i = 0; i < 4 && i <= (int)re->re_nsub; ++i) printf(" [%d,%d)", (int)m[i].rm_so, (int)m[i].rm_eo);
  printf("\n");
}

int main(void) {
  regex_t re;
  if (regcomp(&re, "([0-9]+)-([0-9]+)-([0-9]+)", REG_EXTENDED)) return 1;
  printf("date ");
  printf("%d nsub %zu:", regexec(&re, "2026-11-28 x", 0, NULL, 0), re.re_nsub);
  regmatch_t m[4];
  regexec(&re, "2026-11-28 x", 4, m, 0);
  for (int i = 0; i < 4; ++i) printf(" [%d,%d)", (int)m[i].rm_so, (int)m[i].rm_eo);
  printf("\n");
  show("no date", &re, "2026/11/28", 0);
  regfree(&re);
  regfree(&re);  // glibc cleared the pointer: a second regfree frees nothing

  regcomp(&re, "a(b)?(c)", REG_EXTENDED);
  show("optional", &re, "ac", 0);
  regfree(&re);
  regcomp(&re, "\\(x*\\)y", 0);
  show("basic", &re, "zzxxy", 0);
  regfree(&re);
  regcomp(&re, "HELLO", REG_ICASE | REG_NOSUB);
  show("icase nosub", &re, "say hello", 0);
  regfree(&re);
  regcomp(&re, "^b.*$", REG_NEWLINE | REG_EXTENDED);
  show("newline", &re, "a\nbc\nd", 0);
  show("notbol", &re, "bc", REG_NOTBOL);
  regfree(&re);
  regcomp(&re, "^b.*$", REG_EXTENDED);
  show("no newline", &re, "a\nbc\nd", 0);
  regfree(&re);
  regcomp(&re, "o+", REG_EXTENDED);
  regmatch_t range[1] = {{3, 9}};
  printf("startend %d", regexec(&re, "foo boo zoo", 1, range, REG_STARTEND));
  printf(" [%d,%d)\n", (int)range[0].rm_so, (int)range[0].rm_eo);
  regfree(&re);

  int err = regcomp(&re, "a(b", REG_EXTENDED);
  char buf[64], small[7];
  regerror(err, &re, buf, sizeof buf);
  size_t need = regerror(err, &re, small, sizeof small);
  printf("bad ( %d: %s|%s|need %zu\n", err, buf, small, need);
  const char *bad[] = {"a{1", "[z-a]", "*x", "a\\", "x{2,1}"};
  for (int i = 0; i < 5; ++i) {
    int e = regcomp(&re, bad[i], REG_EXTENDED);
    regerror(e, NULL, buf, sizeof buf);
    printf("%s -> %d %s\n", bad[i], e, buf);
    if (!e) regfree(&re);
  }
  printf("regerror size 0: %zu\n", regerror(REG_NOMATCH, NULL, NULL, 0));

#ifdef AFTER
  regex_t copy;
  regcomp(&re, "a", 0);
  copy = re;
  regfree(&re);
  regexec(&copy, "a", 0, NULL, 0);
#elif defined(TWICE)
  regex_t copy;
  regcomp(&re, "a", 0);
  copy = re;
  regfree(&re);
  regfree(&copy);
#elif defined(UNINIT)
  regex_t never;
  regexec(&never, "a", 0, NULL, 0);
#elif defined(FAILED)
  regcomp(&re, "a(", REG_EXTENDED);
  regexec(&re, "a", 0, NULL, 0);
#elif defined(NOTERM)
  char s[3] = {'a', 'b', 'c'};
  regcomp(&re, "z", 0);
  regexec(&re, s, 0, NULL, 0);
#elif defined(SMALL)
  regmatch_t one[1];
  regcomp(&re, "(a)(b)", REG_EXTENDED);
  regexec(&re, "ab", 3, one, 0);
#elif defined(LEAK)
  regex_t *leaked = (regex_t *)malloc(sizeof *leaked);
  regcomp(leaked, "a", 0);
  free(leaked);
#endif
  return 0;
}
