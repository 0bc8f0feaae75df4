// Twin of uninit-strlen.c: the buffer holds an empty string.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *buf = malloc(64);
  buf[0] = '\0';
  size_t n = strlen(buf);
  printf("%zu\n", n);
  free(buf);
  return 0;
}
