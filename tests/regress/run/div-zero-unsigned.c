// Unsigned division by zero is undefined too.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(int argc, char **argv) {
  unsigned long total = 1000;
  unsigned long parts = (unsigned long)argc - 1;
  // CHECK: div-zero-unsigned.c:[[@LINE+1]]:{{[0-9]+}}: error: division-by-zero:
  unsigned long each = total / parts;
  printf("%lu\n", each);
  return 0;
}
