// Twin of invalid-pointer.c: the integer came from a real pointer.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

int main(void) {
  int target = 5;
  uintptr_t addr = (uintptr_t)&target;
  int *p = (int *)addr;
  int v = *p;
  printf("%d\n", v);
  return 0;
}
