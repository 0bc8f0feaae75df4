// Twin of null-strlen.c: null names are skipped.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 7
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  for (int i = 0; i < 3; i++) {
    const char *n = name_of(i);
    if (n)
      total += strlen(n);
  }
  printf("%zu\n", total);
  return 0;
}
