// Twin of oob-strcat.c: one more byte for the terminator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: ferret-run
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *first = "ferret";
  const char *second = "-run";
  char *s = malloc(strlen(first) + strlen(second) + 1);
  strcpy(s, first);
  strcat(s, second);
  printf("%s\n", s);
  free(s);
  return 0;
}
