// Twin of leak-simple.c: the first copy is freed before reuse.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --implicit-check-not=warning: --input-file %t.err
// CHECK: first
// CHECK-NEXT: second
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  free(name);
  name = duplicate("second");
  printf("%s\n", name);
  free(name);
  return 0;
}
