/* A backtracking regular-expression matcher (c, ., ^, $, *, +, ?, [set],
 * [^set]; the benchmark's, bench/regex_match.h) run over the lines of a
 * file it opens with fopen, counting the lines each pattern matches, and a
 * grep -n style listing. */
#include <stdio.h>
#include <string.h>

#include "../../../bench/regex_match.h"

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
