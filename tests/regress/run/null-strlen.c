// A null pointer passed to strlen.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name_of(int id) {
  switch (id) {
  case 0: return "zero";
  case 1: return "one";
  default: return NULL;
  }
}

int main(void) {
  size_t total = 0;
  for (int i = 0; i < 3; i++)
    // CHECK: null-strlen.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
    total += strlen(name_of(i));
  printf("%zu\n", total);
  return 0;
}
