// A heap block whose only pointer is overwritten: definitely lost at exit.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// CHECK: error: memory-leak:
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *duplicate(const char *s) {
  char *d = malloc(strlen(s) + 1);
  strcpy(d, s);
  return d;
}

int main(void) {
  char *name = duplicate("first");
  printf("%s\n", name);
  name = duplicate("second");
  printf("%s\n", name);
  free(name);
  return 0;
}
