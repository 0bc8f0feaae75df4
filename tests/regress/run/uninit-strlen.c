// strlen over a malloc'd buffer that was never written: uninitialised bytes
// are passed to (and decide the result of) a library call.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *buf = malloc(64);
  // CHECK: uninit-strlen.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  size_t n = strlen(buf);
  printf("%zu\n", n);
  free(buf);
  return 0;
}
