// Twin of oob-sprintf.c: the buffer is big enough.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 12345-6789
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  char buf[16];
  int a = 12345, b = 6789;
  sprintf(buf, "%d-%d", a, b);
  puts(buf);
  return 0;
}
