// Twin of assert-fail.c: the assertion holds.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <assert.h>
#include <stdio.h>

static int triple(int x) { return x * 3; }

int main(void) {
  int x = triple(1) - 1;
  printf("%d\n", x);
  assert(x == 2);
  return 0;
}
