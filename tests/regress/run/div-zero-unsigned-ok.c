// Twin of div-zero-unsigned.c (argc is 1 without program arguments).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1000
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(int argc, char **argv) {
  unsigned long total = 1000;
  unsigned long parts = (unsigned long)argc;
  unsigned long each = total / parts;
  printf("%lu\n", each);
  return 0;
}
