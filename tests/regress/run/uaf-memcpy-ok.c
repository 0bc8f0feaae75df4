// Twin of uaf-memcpy.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *src = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    src[i] = i + 1;
  int dst[4];
  memcpy(dst, src, sizeof dst);
  free(src);
  printf("%d\n", dst[0] + dst[3]);
  return 0;
}
