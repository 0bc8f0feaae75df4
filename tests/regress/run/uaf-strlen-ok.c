// Twin of uaf-strlen.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *make_name(void) {
  char *s = malloc(8);
  strcpy(s, "weasel");
  return s;
}

int main(void) {
  char *name = make_name();
  printf("%zu\n", strlen(name));
  free(name);
  return 0;
}
