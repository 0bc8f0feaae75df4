// Twin of oob-printf-unterminated.c: the copy includes the terminator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: abc
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *word = "abc";
  char *copy = malloc(strlen(word) + 1);
  memcpy(copy, word, strlen(word) + 1);
  printf("%s\n", copy);
  free(copy);
  return 0;
}
