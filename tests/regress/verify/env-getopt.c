// A command-line tool's bug behind an option: the arguments' samples hold
// each option the program hands getopt ("-n") and getopt_long ("--depth"),
// so the bug is found and its replay passes those arguments.  Before, the
// samples held only "", "0", "1", ... and the string "n:" itself, so both
// bugs were UNKNOWN.  With the bound right (-DFIXED) the answer stays
// UNKNOWN: arguments are sampled, never enumerated, and the reason says so
// without claiming TRUE for small argc.
// RUN: not %ferret verify %s --trace %t1.json | FileCheck %s --check-prefix=SHORT
// RUN: not %ferret run %s --replay %t1.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DLONG --trace %t2.json | FileCheck %s --check-prefix=LONG
// RUN: not %ferret run %s -DLONG --replay %t2.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DFIXED | FileCheck %s --check-prefix=FIXED
// SHORT: RESULT: FALSE(valid-deref)
// SHORT: trace: {{.*}}: argv[1] = "-n" in main
// LONG: RESULT: FALSE(valid-deref)
// LONG: trace: {{.*}}: argv[1] = "--depth" in main
// REPLAY: error: out-of-bounds
// FIXED: RESULT: UNKNOWN (argc above 4 was not explored)
// FIXED-NOT: TRUE for
#include <getopt.h>
#include <stdlib.h>

#ifdef FIXED
#define LIMIT 4
#else
#define LIMIT 5
#endif

static const struct option longOptions[] = {
    {"depth", required_argument, 0, 1000},
    {0, 0, 0, 0},
};

int main(int argc, char **argv) {
  int slots[4] = {0, 0, 0, 0};
  int n = 1, depth = 1, c;
  while ((c = getopt_long(argc, argv, "n:", longOptions, 0)) != -1) {
    if (c == 'n') n = atoi(optarg);
    else if (c == 1000) depth = atoi(optarg);
    else return 2;
  }
#ifdef LONG
  if (depth > 0 && depth <= LIMIT) slots[depth - 1] = 1;
#else
  if (n > 0 && n <= LIMIT) slots[n - 1] = 1;
#endif
  return slots[0];
}
