// Dereferencing a pointer made from an arbitrary integer: it points to no
// object.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdint.h>

int main(void) {
  uintptr_t addr = 0x12345678;
  int *p = (int *)addr;
  // CHECK: invalid-pointer.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-pointer:
  int v = *p;
  printf("%d\n", v);
  return 0;
}
