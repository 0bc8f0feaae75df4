// The rest of <string.h> and <stdlib.h> real programs use, and each read
// checked: strspn past the end of an unterminated buffer is an overrun.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DOVERFLOWS 2>&1 | FileCheck %s --check-prefix=OVERFLOWS
// CHECK: spn 3 cspn 2 pbrk 'lo, world'
// CHECK: tokens: a|bb|ccc
// CHECK: tokens_r: x|y
// CHECK: coll<0 1 xfrm 3 'abc'
// CHECK: strerror: No such file or directory
// CHECK: stpcpy end 5 memccpy stopped 1
// CHECK: strtod 1.5 rest 'x' strtof 0.25 strtold 2.5 strtoll -42 strtoull 255
// CHECK: div 3 1 ldiv -3 -1 lldiv 7 0 llabs 9
// CHECK: setenv FERRET_X=1 unset (null)
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
#ifdef OVERFLOWS
  char raw[4] = {'a', 'a', 'a', 'a'};
  // OVERFLOWS: string-more.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  printf("%zu\n", strspn(raw, "a"));
#endif
  const char *hello = "hello, world";
  printf("spn %zu cspn %zu pbrk '%s'\n", strspn("abcx", "cba"), strcspn("hello", "l"), strpbrk(hello, "ol") + 1);
  char text[] = "a,bb;;ccc";
  printf("tokens: ");
  for (char *t = strtok(text, ",;"); t; t = strtok(NULL, ",;")) printf("%s%s", t, strchr("ccc", *t) ? "\n" : "|");
  char other[] = " x y ";
  char *save;
  char *t1 = strtok_r(other, " ", &save);
  char *t2 = strtok_r(NULL, " ", &save);
  printf("tokens_r: %s|%s\n", t1, t2);
  char buf[8];
  printf("coll<0 %d xfrm %zu '%s'\n", strcoll("a", "b") < 0, strxfrm(buf, "abc", sizeof buf), buf);
  printf("strerror: %s\n", strerror(ENOENT));
  char dst[16];
  char *end = stpcpy(dst, "hello");
  char cpy[8];
  printf("stpcpy end %td memccpy stopped %d\n", end - dst, memccpy(cpy, "ab:cd", ':', 5) == cpy + 3);
  char *rest;
  double d = strtod("1.5x", &rest);
  printf("strtod %g rest '%s' strtof %g strtold %Lg strtoll %lld strtoull %llu\n", d, rest, strtof("0.25", NULL),
         strtold("2.5", NULL), strtoll("-42", NULL, 10), strtoull("ff", NULL, 16));
  div_t a = div(10, 3);
  ldiv_t b = ldiv(-10L, 3L);
  lldiv_t c = lldiv(21LL, 3LL);
  printf("div %d %d ldiv %ld %ld lldiv %lld %lld llabs %lld\n", a.quot, a.rem, b.quot, b.rem, c.quot, c.rem, llabs(-9LL));
  setenv("FERRET_X", "1", 1);
  printf("setenv FERRET_X=%s", getenv("FERRET_X"));
  unsetenv("FERRET_X");
  printf(" unset %s\n", getenv("FERRET_X") ? "set" : "(null)");
  return 0;
}
