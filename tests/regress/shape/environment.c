// The shape engine reads the environment as unknown values of each input's
// range (argc, getchar, fgets, getenv, the clocks, rand), and the explicit run
// that confirms a counterexample is given the values a model of the path
// picked: the trace replays.  argc only compared is proved for every count,
// a line read by fgets for every stdin (-DCLEAN); what the engine cannot
// represent ends UNKNOWN, never
// with a guess: the strings of argv, scanf.  (argc used to be 1, so ARGC
// was TRUE.)
// RUN: not %ferret verify %s --engine shape -DARGC --trace %t1.json | FileCheck %s --check-prefix=ARGC
// RUN: not %ferret run %s -DARGC --replay %t1.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DGETCHAR --trace %t2.json | FileCheck %s --check-prefix=GETCHAR
// RUN: not %ferret run %s -DGETCHAR --replay %t2.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DGETENV --trace %t3.json | FileCheck %s --check-prefix=GETENV
// RUN: not %ferret run %s -DGETENV --replay %t3.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DTIME --trace %t4.json | FileCheck %s --check-prefix=TIME
// RUN: not %ferret run %s -DTIME --replay %t4.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DRAND --trace %t5.json | FileCheck %s --check-prefix=RAND
// RUN: not %ferret run %s -DRAND --replay %t5.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DTIMEVAL --trace %t6.json | FileCheck %s --check-prefix=TIMEVAL
// RUN: not %ferret run %s -DTIMEVAL --replay %t6.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine shape -DFGETS --trace %t7.json | FileCheck %s --check-prefix=FGETS
// RUN: not %ferret run %s -DFGETS --replay %t7.json 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: %ferret verify %s --engine shape -DARGC -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret verify %s --engine shape -DFGETS -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret verify %s --engine shape -DARGV -- -v | FileCheck %s --check-prefix=FIXED
// RUN: not %ferret verify %s --engine shape -DARGV | FileCheck %s --check-prefix=ARGV
// RUN: not %ferret verify %s --engine shape -DSCANF | FileCheck %s --check-prefix=SCANF
// ARGC: RESULT: FALSE(valid-deref)
// ARGC: trace: {{.*}}: argc = 4 in main
// GETCHAR: RESULT: FALSE(valid-deref)
// GETCHAR: trace: {{.*}}: getchar() reads "A" from stdin in main
// GETENV: RESULT: FALSE(valid-deref)
// GETENV: trace: {{.*}}: getenv("HOME") = "" in main
// TIME: RESULT: FALSE(valid-deref)
// TIME: trace: {{.*}}: time() = 1000 in main
// RAND: RESULT: FALSE(valid-deref)
// RAND: trace: {{.*}}: rand() = 2147483647 in main
// TIMEVAL: RESULT: FALSE(valid-deref)
// TIMEVAL: trace: {{.*}}: gettimeofday() sets tv_usec = 999999 in main
// FGETS: RESULT: FALSE(valid-deref)
// FGETS: trace: {{.*}}: fgets() reads "{{.*}}" from stdin in main
// REPLAY: error: null-dereference
// OOB: error: out-of-bounds
// CLEAN: RESULT: TRUE
// FIXED: RESULT: TRUE (fixed: arguments "-v")
// ARGV: RESULT: UNKNOWN (the shape engine does not model the program's arguments (fix them after --))
// SCANF: RESULT: UNKNOWN (call to external function '__isoc99_scanf', which the shape engine does not model)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

int main(int argc, char **argv) {
  int *p = 0;
#ifdef CLEAN
  p = &argc;
#endif
#if defined(ARGC)
  if (argc > 3)
    return *p;
#elif defined(GETCHAR)
  if (getchar() == 'A')
    return *p;
#elif defined(GETENV)
  if (getenv("HOME") != NULL)
    return *p;
#elif defined(TIME)
  if (time(NULL) == 1000)
    return *p;
#elif defined(RAND)
  if (rand() == RAND_MAX)
    return *p;
#elif defined(TIMEVAL)
  struct timeval tv;
  gettimeofday(&tv, NULL);
  if (tv.tv_usec == 999999)
    return *p;
#elif defined(FGETS)
  char line[8], word[4];
  if (!fgets(line, sizeof line, stdin))
    return 0;
  size_t n = strlen(line);
  if (n && line[n - 1] == '\n')
    line[--n] = 0;
#ifdef CLEAN
  if (n < sizeof word)
#endif
    strcpy(word, line);
  return word[0];
#elif defined(ARGV)
  if (argc > 1 && strcmp(argv[1], "-v") != 0)
    return *p;
#elif defined(SCANF)
  int n = 0;
  if (scanf("%d", &n) == 1 && n == 2)
    return *p;
#endif
  return 0;
}
