// Twin of oob-memcpy.c: the destination is sized from the source.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  long src[2] = {1, 2};
  long *dst = malloc(sizeof src);
  memcpy(dst, src, sizeof src);
  printf("%ld %ld\n", dst[0], dst[1]);
  free(dst);
  return 0;
}
