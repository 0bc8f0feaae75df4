// The twin of uninit-branch.c: both ways of the branch on an uninitialised
// value are safe, so with --uninit-as-nondet the search is complete.
// RUN: %ferret verify %s --uninit-as-nondet | FileCheck %s
// CHECK: RESULT: TRUE
#include <stdlib.h>

static int flag(void) {}

int main(void) {
  int *p = malloc(sizeof(int));
  if (flag())
    *p = 1;
  else
    *p = 2;
  free(p);
  return 0;
}
