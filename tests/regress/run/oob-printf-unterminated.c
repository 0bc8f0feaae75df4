// printf("%s") of a heap buffer filled without a terminator.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *word = "abc";
  char *copy = malloc(strlen(word));
  memcpy(copy, word, strlen(word));
  // CHECK: oob-printf-unterminated.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read
  printf("%s\n", copy);
  free(copy);
  return 0;
}
