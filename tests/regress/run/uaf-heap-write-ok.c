// Twin of uaf-heap-write.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: data!
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *buf = malloc(32);
  char *cursor = buf + 4;
  strcpy(buf, "data");
  *cursor = '!';
  cursor[1] = '\0';
  printf("%s\n", buf);
  free(buf);
  return 0;
}
