// Twin of invalid-free-walked.c: the original pointer is kept for free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: trimmed
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *base = malloc(16);
  strcpy(base, "  trimmed");
  char *s = base;
  while (*s == ' ')
    s++;
  printf("%s\n", s);
  free(base);
  return 0;
}
