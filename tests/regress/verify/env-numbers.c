// A number an argument or a variable spells, through atoi, indexes past an
// array only when it is large: the samples of texts hold int's extremes
// (they held small numbers and the program's constants only, and both
// programs were UNKNOWN).  The replays pass the number found.  The clean
// twin checks the upper bound: not FALSE (UNKNOWN: strings are sampled).
// RUN: not %ferret verify %s --timeout 10 --witness %t.yml | FileCheck %s
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --timeout 10 -DVARIABLE --witness %t-var.yml | FileCheck %s --check-prefix=VAR
// RUN: not %ferret run %s -DVARIABLE --replay %t-var.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --timeout 2 -DCLEAN | FileCheck %s --check-prefix=CLEAN
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: replay: ferret run {{.*}}env-numbers.c -- '2147483647'
// VAR: RESULT: FALSE(valid-deref)
// VAR: replay: env 'LEVEL=2147483647' ferret run
// REPLAY: error: out-of-bounds
// CLEAN: RESULT: UNKNOWN
#include <stdlib.h>

int main(int argc, char **argv) {
  int level[8] = {0};
#ifdef VARIABLE
  (void)argc;
  (void)argv;
  const char *text = getenv("LEVEL");
#else
  const char *text = argc > 1 ? argv[1] : NULL;
#endif
  if (!text)
    return 0;
  int i = atoi(text);
  if (i < 0)
    return 1;
#ifdef CLEAN
  if (i >= 8)
    return 1;
#endif
  return level[i];
}
