// calloc(n, size) whose product overflows returns NULL with ENOMEM, as
// glibc's does; it allocated the wrapped-around product before, so a
// program that checks for NULL went on to write past a small block.
// RUN: %ferret run %s | FileCheck %s
// CHECK: NULL ENOMEM
// CHECK: 12 bytes
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  size_t n = SIZE_MAX / 2 + 2;
  char *p = calloc(n, 2);
  if (p) {
    memset(p, 1, 64);
    free(p);
  } else {
    printf("NULL %s\n", errno == ENOMEM ? "ENOMEM" : "?");
  }
  int *q = calloc(3, sizeof *q);
  if (!q) return 1;
  printf("%zu bytes\n", 3 * sizeof *q);
  free(q);
  return 0;
}
