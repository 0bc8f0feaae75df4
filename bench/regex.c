/* regex.c — a backtracking regular-expression matcher (literals, '.',
 * '^', '$', '*', '+', '?', [sets] and [^sets]) as small grep-like tools
 * write it, run over N generated log lines with a handful of patterns,
 * counting the lines each one matches.
 * Usage: regex [N]   (default N below)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 30000

#include "regex_match.h"

static unsigned long long seed = 42;
static unsigned next(void) {
  seed = seed * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)(seed >> 33);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : DEFAULT_N;
  static const char *const levels[] = {"INFO", "WARN", "ERROR", "DEBUG"};
  static const char *const words[] = {"disk", "net", "user", "cache", "db", "timeout", "retry", "ok"};
  static const char *const patterns[] = {
      "^[0-9]+-[0-9][0-9]:[0-9][0-9] ERROR", "time?out", "user [a-z]+ id=[0-9]*7$", "(.*)", "c.*e.*d.*b",
      "^[^E]*WARN.*retry", "[0-9][0-9][0-9][0-9][0-9]", "x+y?z",
  };
  enum { NP = sizeof patterns / sizeof patterns[0] };
  long counts[NP] = {0};
  char line[256];
  for (long i = 0; i < n; ++i) {
    /* One call per statement: the order C evaluates arguments in is unspecified. */
    unsigned hour = next() % 24, minute = next() % 60, level = next() % 4;
    int k = snprintf(line, sizeof line, "%ld-%02u:%02u %s", i, hour, minute, levels[level]);
    for (int w = 0; w < 6 && k < 200; ++w)
      k += snprintf(line + k, sizeof line - (size_t)k, " %s", words[next() % 8]);
    unsigned first = next() % 26, second = next() % 26, id = next() % 1000;
    snprintf(line + k, sizeof line - (size_t)k, " user %c%c id=%u", 'a' + first, 'a' + second, id);
    for (int j = 0; j < NP; ++j) counts[j] += match(patterns[j], line);
  }
  for (int j = 0; j < NP; ++j) printf("%-40s %ld\n", patterns[j], counts[j]);
  return 0;
}
