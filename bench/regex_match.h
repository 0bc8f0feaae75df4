/* regex_match.h — the backtracking regular-expression matcher (literals,
 * '.', '^', '$', '*', '+', '?', [sets] and [^sets]) of bench/regex.c and
 * of the differential test's tests/difftest/programs/regex.c: match(re,
 * text) is 1 when re matches somewhere in text.
 */
#ifndef REGEX_MATCH_H
#define REGEX_MATCH_H

static int match_here(const char *re, const char *text);

static int atom_len(const char *re) {
  if (*re != '[') return 1;
  const char *p = re + 1;
  if (*p == '^') ++p;
  if (*p == ']') ++p;
  while (*p && *p != ']') ++p;
  return (int)(p - re) + (*p == ']');
}
static int atom_match(const char *re, int len, char c) {
  if (!c) return 0;
  if (*re == '.') return 1;
  if (*re != '[') return *re == c;
  int neg = re[1] == '^', in = 0;
  for (const char *p = re + 1 + neg, *end = re + len - 1; p < end; ++p) {
    if (p + 2 < end && p[1] == '-') {
      in |= c >= p[0] && c <= p[2];
      p += 2;
    } else {
      in |= *p == c;
    }
  }
  return in != neg;
}
/* atom{min,} then the rest, longest first. */
static int match_repeat(const char *atom, int len, int min, const char *rest, const char *text) {
  const char *t = text;
  while (atom_match(atom, len, *t)) ++t;
  for (; t >= text + min; --t)
    if (match_here(rest, t)) return 1;
  return 0;
}
static int match_here(const char *re, const char *text) {
  if (!*re) return 1;
  if (re[0] == '$' && !re[1]) return !*text;
  int len = atom_len(re);
  char op = re[len];
  if (op == '*' || op == '+') return match_repeat(re, len, op == '+', re + len + 1, text);
  if (op == '?') return (atom_match(re, len, *text) && match_here(re + len + 1, text + 1)) || match_here(re + len + 1, text);
  return atom_match(re, len, *text) && match_here(re + len, text + 1);
}
static int match(const char *re, const char *text) {
  if (*re == '^') return match_here(re + 1, text);
  do
    if (match_here(re, text)) return 1;
  while (*text++);
  return 0;
}

#endif
