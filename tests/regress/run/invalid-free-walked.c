// A cursor that walked through a string is freed instead of the start.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *s = malloc(16);
  strcpy(s, "  trimmed");
  while (*s == ' ')
    s++;
  printf("%s\n", s);
  // CHECK: invalid-free-walked.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-free:
  free(s);
  return 0;
}
