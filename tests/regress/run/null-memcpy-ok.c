// Twin of null-memcpy.c: the destination is valid.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: hello, world
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char src[16] = "hello, world";
  char *dst = malloc(sizeof src);
  if (!dst)
    return 1;
  memcpy(dst, src, sizeof src);
  printf("%s\n", dst);
  free(dst);
  return 0;
}
