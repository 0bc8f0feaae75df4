/* A grep -c like tool over stdin with POSIX regular expressions: counts
 * the lines each pattern (an argument, extended syntax) matches, prints
 * the first match's groups of each matching line, collects the words of
 * the matching lines in a tsearch tree, printed in order with twalk and
 * freed with tdestroy, and reports a bad pattern with regerror.
 * Written for Ferret's differential test (public domain). */
#include <regex.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b) { return strcmp(a, b); }
static int shown;
static void show(const void *n, VISIT w, int depth) {
  if ((w == postorder || w == leaf) && shown++ < 40) printf("%s%s", shown > 1 ? " " : "", *(char *const *)n);
}

int main(int argc, char **argv) {
  regex_t re[8], word;
  int n = argc - 1 < 8 ? argc - 1 : 8, counts[8] = {0};
  char err[80];
  for (int i = 0; i < n; ++i) {
    int e = regcomp(&re[i], argv[i + 1], REG_EXTENDED);
    if (e) {
      regerror(e, &re[i], err, sizeof err);
      fprintf(stderr, "bad pattern '%s': %s\n", argv[i + 1], err);
      return 2;
    }
  }
  regcomp(&word, "[A-Za-z_][A-Za-z_0-9]*", REG_EXTENDED);
  char line[512];
  void *words = NULL;
  for (int lineno = 1; fgets(line, sizeof line, stdin); ++lineno) {
    for (int i = 0; i < n; ++i) {
      regmatch_t m[3];
      if (regexec(&re[i], line, 3, m, 0)) continue;
      ++counts[i];
      printf("%d:%d [%d,%d)", lineno, i, (int)m[0].rm_so, (int)m[0].rm_eo);
      for (int g = 1; g < 3 && g <= (int)re[i].re_nsub; ++g) printf(" (%d,%d)", (int)m[g].rm_so, (int)m[g].rm_eo);
      printf("\n");
      regmatch_t w;
      for (char *p = line; !regexec(&word, p, 1, &w, p == line ? 0 : REG_NOTBOL); p += w.rm_eo) {
        char *copy = strndup(p + w.rm_so, w.rm_eo - w.rm_so);
        if (*(char **)tsearch(copy, &words, cmp) != copy) free(copy);
      }
    }
  }
  for (int i = 0; i < n; ++i) printf("%s: %d\n", argv[i + 1], counts[i]);
  twalk(words, show);
  printf("\n");
  tdestroy(words, free);
  for (int i = 0; i < n; ++i) regfree(&re[i]);
  regfree(&word);
  return 0;
}
