// Twin of stack-overflow.c: 500 frames are below --stack-size 65536.
// RUN: %ferret run %s --stack-size 65536 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 500
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int count_down(int n) {
  if (n <= 0)
    return 0;
  return 1 + count_down(n - 2);
}

int main(void) {
  printf("%d\n", count_down(999));
  return 0;
}
