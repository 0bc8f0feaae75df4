// Twin of oob-strcpy.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: hello
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[6];
  strcpy(buf, "hello");
  printf("%s\n", buf);
  return 0;
}
