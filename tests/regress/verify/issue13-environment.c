// The five programs of issue 13: each dereferences null only for some
// stdin, argc, environment or clock, and each was answered TRUE.  Each is
// FALSE now, and its witness follows the format 2.0 rules and replays.
// RUN: not %ferret verify %s -DGETCHAR --witness %t1.yml | FileCheck %s
// RUN: not %ferret run %s -DGETCHAR --replay %t1.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DSCANF --witness %t2.yml | FileCheck %s
// RUN: not %ferret run %s -DSCANF --replay %t2.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DARGC --witness %t3.yml | FileCheck %s
// RUN: not %ferret run %s -DARGC --replay %t3.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DGETENV --witness %t4.yml | FileCheck %s
// RUN: not %ferret run %s -DGETENV --replay %t4.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DTIME --witness %t5.yml | FileCheck %s
// RUN: not %ferret run %s -DTIME --replay %t5.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %check-witness %t1.yml --source
// RUN: %check-witness %t2.yml --source
// RUN: %check-witness %t3.yml --source
// RUN: %check-witness %t4.yml --source
// RUN: %check-witness %t5.yml --source
// CHECK: RESULT: FALSE(valid-deref)
// REPLAY: error: null-dereference: read of 4 bytes through a null pointer
// REPLAY: replay: the run shows FALSE(valid-deref), as the counterexample
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
  int *p = NULL;
  int x = 0;
#if defined(GETCHAR)
  if (getchar() == 'A')
    x = *p;
#elif defined(SCANF)
  int n;
  if (scanf("%d", &n) == 1 && n == 7)
    x = *p;
#elif defined(ARGC)
  if (argc > 1)
    x = *p;
#elif defined(GETENV)
  if (getenv("DEBUG"))
    x = *p;
#elif defined(TIME)
  if (time(0) % 2)
    x = *p;
#endif
  return x;
}
