/* A backtracking regular-expression matcher (c, ., ^, $, *, +, ?, [set],
 * [^set]) run over the lines of a file it opens with fopen, counting the
 * lines each pattern matches, and a grep -n style listing. */
#include <stdio.h>
#include <string.h>

static int match_here(const char *re, const char *text);

/* The length of the atom at re (a char, '.', or a [...] set). */
static int atom_len(const char *re) {
  if (*re == '[') {
    const char *p = re + 1;
    if (*p == '^') ++p;
    if (*p == ']') ++p;
    while (*p && *p != ']') ++p;
    return (int)(p - re) + (*p == ']');
  }
  return 1;
}
static int atom_match(const char *re, int len, char c) {
  if (!c) return 0;
  if (*re == '.') return 1;
  if (*re != '[') return *re == c;
  int neg = re[1] == '^';
  const char *p = re + 1 + neg, *end = re + len - 1;
  int in = 0;
  for (; p < end; ++p) {
    if (p + 2 < end && p[1] == '-') {
      if (c >= p[0] && c <= p[2]) in = 1;
      p += 2;
    } else if (*p == c) {
      in = 1;
    }
  }
  return in != neg;
}
static int match_star(const char *atom, int len, const char *re, const char *text, int min) {
  const char *t = text;
  while (atom_match(atom, len, *t)) ++t;
  for (; t >= text + min; --t)
    if (match_here(re, t)) return 1;
  return 0;
}
static int match_here(const char *re, const char *text) {
  if (!*re) return 1;
  if (re[0] == '$' && !re[1]) return !*text;
  int len = atom_len(re);
  char op = re[len];
  if (op == '*') return match_star(re, len, re + len + 1, text, 0);
  if (op == '+') return match_star(re, len, re + len + 1, text, 1);
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

int main(int argc, char **argv) {
  static const char *patterns[] = {"int", "^#include", "[a-z_]+\\(", "re\\?", "[0-9][0-9]*", ";$", "^[^ ]*$", "t.*t.*t"};
  const char *path = argc > 1 ? argv[1] : "regex.c";
  FILE *f = fopen(path, "r");
  if (!f) {
    perror(path);
    return 2;
  }
  char line[512];
  int counts[8] = {0}, lineno = 0;
  while (fgets(line, sizeof line, f)) {
    ++lineno;
    line[strcspn(line, "\n")] = 0;
    for (int i = 0; i < 8; ++i)
      if (match(patterns[i], line)) {
        ++counts[i];
        if (i == 1) printf("%d:%s\n", lineno, line);
      }
  }
  if (ferror(f)) return 3;
  fclose(f);
  for (int i = 0; i < 8; ++i) printf("%-12s %d\n", patterns[i], counts[i]);
  return 0;
}
