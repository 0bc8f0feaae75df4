// Twin of oob-memcpy-read.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: hello
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

const char greeting[5] = {'h', 'e', 'l', 'l', 'o'};

int main(void) {
  char buf[32];
  memcpy(buf, greeting, sizeof greeting);
  buf[5] = '\0';
  printf("%s\n", buf);
  return 0;
}
