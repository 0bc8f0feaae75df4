// getline and getdelim read stdin (they were unmodelled: UNKNOWN).  A line
// starting with 'Z' reaches a null dereference: found, and its witness and
// test vector replay it.  The buffer getline allocates is the caller's to
// free even at end of file, as glibc allocates it: the clean twin that
// frees it on every path is not FALSE (UNKNOWN: lines have no bound); the twin that returns early at end
// of file leaks it.  getdelim stops at its own delimiter.
// RUN: rm -rf %t.tv
// RUN: not %ferret verify %s --timeout 10 --witness %t.yml --test-vector-out %t.tv | FileCheck %s
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --test-vector %t.tv/testcase-1.xml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: printf 'Zoo\n' | not %ferret run %s 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: printf 'ab\n' | %ferret run %s | FileCheck %s --check-prefix=LINE
// RUN: printf 'a,b' | %ferret run %s -DDELIM | FileCheck %s --check-prefix=DELIM
// RUN: not %ferret verify %s --timeout 2 -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: not %ferret verify %s --timeout 2 -DCLEAN -DEARLY | FileCheck %s --check-prefix=LEAK
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: replay: printf 'Z{{.*}}' | ferret run {{.*}}env-getline.c
// REPLAY: error: null-dereference
// LINE-NOT: error
// LINE: 3 bytes in a buffer of 120
// DELIM: 2 bytes in a buffer of 120
// CLEAN: RESULT: UNKNOWN
// LEAK: RESULT: FALSE(valid-memtrack)
// LEAK: 120 bytes
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(void) {
  char *line = NULL;
  size_t cap = 0;
  int *p = NULL;
#ifdef CLEAN
  p = &(int){0};
#endif
#ifdef DELIM
  ssize_t n = getdelim(&line, &cap, ',', stdin);
#else
  ssize_t n = getline(&line, &cap, stdin);
#endif
#ifdef EARLY
  if (n < 0)
    return 1;
#endif
  int r = 0;
  if (n > 0) {
    printf("%zd bytes in a buffer of %zu\n", n, cap);
    if (line[0] == 'Z')
      r = *p;
  }
  free(line);
  return r;
}
