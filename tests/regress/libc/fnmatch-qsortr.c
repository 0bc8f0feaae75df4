// fnmatch with its flags, strsignal's descriptions (glibc's, its buffer
// rewritten by the next call), and qsort_r, whose comparator gets the
// caller's argument.  Misuse: an unterminated pattern is an overrun in
// fnmatch; a comparator returning an uninitialised value is reported.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DPATTERN 2>&1 | FileCheck %s --check-prefix=PATTERN
// RUN: not %ferret run %s -DUNDEF 2>&1 | FileCheck %s --check-prefix=UNDEF
// CHECK: fnmatch 0 1 0 1 0 1 0 0
// CHECK: Segmentation fault|Interrupt|Unknown signal 99
// CHECK: sorted down: 9 5 3 1, calls counted 1
// PATTERN: error: out-of-bounds{{.*}}fnmatch
// UNDEF: error: {{.*}}qsort_r comparator
#define _GNU_SOURCE
#include <fnmatch.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int calls;
static int cmp(const void *a, const void *b, void *arg) {
  int dir = *(int *)arg;
  ++calls;
#ifdef UNDEF
  int junk;
  return junk;
#endif
  return dir * (*(const int *)a - *(const int *)b);
}

int main(void) {
  printf("fnmatch %d %d %d %d %d %d %d %d\n", fnmatch("*.c", "main.c", 0) != 0, fnmatch("*.c", "main.h", 0) != 0,
         fnmatch("a/*", "a/b", FNM_PATHNAME) != 0, fnmatch("*", "a/b", FNM_PATHNAME) != 0,
         fnmatch("[a-c]?", "bz", 0) != 0, fnmatch("*", ".hidden", FNM_PERIOD) != 0,
         fnmatch("MAIN.C", "main.c", FNM_CASEFOLD) != 0, fnmatch("\\*", "*", 0) != 0);
  printf("%s|", strsignal(SIGSEGV));
  printf("%s|", strsignal(SIGINT));
  printf("%s\n", strsignal(99));
  int v[] = {3, 9, 1, 5}, down = -1;
  qsort_r(v, 4, sizeof *v, cmp, &down);
  printf("sorted down: %d %d %d %d, calls counted %d\n", v[0], v[1], v[2], v[3], calls > 0);
#ifdef PATTERN
  char pat[3] = {'*', '.', 'c'};
  fnmatch(pat, "x.c", 0);
#endif
  return 0;
}
