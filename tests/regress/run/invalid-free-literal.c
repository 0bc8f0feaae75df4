// Freeing a string literal.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *msg = "constant";
  printf("%s\n", msg);
  // CHECK: invalid-free-literal.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-free:
  free(msg);
  return 0;
}
