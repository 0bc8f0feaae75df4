// Twin of strcpy-overlap.c: memmove with the terminator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: >heap
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[32] = "heap";
  memmove(buf + 1, buf, strlen(buf) + 1);
  buf[0] = '>';
  printf("%s\n", buf);
  return 0;
}
