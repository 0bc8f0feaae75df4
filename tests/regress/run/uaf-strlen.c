// strlen of a string after its storage was freed.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
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
  free(name);
  // CHECK: uaf-strlen.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-free:
  printf("%zu\n", strlen(name));
  return 0;
}
