// A null destination passed to memcpy (malloc result never checked, buffer
// pointer reset to null on an error path).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char src[16] = "hello, world";
  char *dst = malloc(sizeof src);
  free(dst);
  dst = NULL;
  // CHECK: null-memcpy.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
  memcpy(dst, src, sizeof src);
  printf("%s\n", dst);
  return 0;
}
