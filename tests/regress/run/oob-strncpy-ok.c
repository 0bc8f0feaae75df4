// Twin of oob-strncpy.c: n is the size of the destination.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: abc 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char dst[8];
  const char *src = "abc";
  strncpy(dst, src, sizeof dst);
  printf("%s %d\n", dst, dst[7]);
  return 0;
}
