// argc and argv are input (`main(void)` has none to choose).  argc only
// compared with constants takes one value per class, so the clean ARGC
// twin is TRUE; strings of argv are sampled (the program's string
// constants among them), so a program reading them is at best UNKNOWN.
// RUN: not %ferret verify %s -DARGC --trace %t.json --witness %t.yml | FileCheck %s --check-prefix=ARGC
// RUN: not %ferret run %s -DARGC --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s -DARGC --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s -DARGC -- a b c 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret run %s -DARGC -- a b
// RUN: not %ferret verify %s -DARGV --trace %t2.json --witness %t2.yml | FileCheck %s --check-prefix=ARGV
// RUN: not %ferret run %s -DARGV --replay %t2.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s -DARGV --replay %t2.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DARGC -DCLEAN | FileCheck %s --check-prefix=CLEAN-ARGC
// RUN: not %ferret verify %s -DARGV -DCLEAN | FileCheck %s --check-prefix=CLEAN-ARGV
// RUN: %ferret verify %s -DNOARGS | FileCheck %s --check-prefix=NOARGS
// ARGC: RESULT: FALSE(valid-deref)
// ARGC: trace: {{.*}}env-args.c:[[@LINE+18]]: argc = 4 in main
// ARGC: replay: ferret run {{.*}}env-args.c -- '' '' ''
// ARGV: RESULT: FALSE(valid-deref)
// ARGV: trace: {{.*}}: argc = {{[2-4]}} in main
// ARGV: trace: {{.*}}: argv[1] = "--verbose" in main
// ARGV: replay: ferret run {{.*}}env-args.c -- '--verbose'
// REPLAY: error: null-dereference
// CLEAN-ARGC: RESULT: TRUE
// CLEAN-ARGV: RESULT: UNKNOWN
// NOARGS: RESULT: TRUE
// NOARGS-NOT: trace
#include <string.h>

#if defined(NOARGS)
int main(void) {
  return 0;
}
#else
int main(int argc, char **argv) {
  int *p = 0;
#ifdef CLEAN
  p = &argc;
#endif
#if defined(ARGC)
  if (argc > 3)
    return *p;
#else
  if (argc > 1 && strcmp(argv[1], "--verbose") == 0)
    return *p;
#endif
  return 0;
}
#endif
