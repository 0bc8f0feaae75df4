// strcat overflowing a heap buffer that holds exactly the first part.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *first = "ferret";
  const char *second = "-run";
  char *s = malloc(strlen(first) + strlen(second));
  strcpy(s, first);
  // CHECK: oob-strcat.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  strcat(s, second);
  printf("%s\n", s);
  free(s);
  return 0;
}
