// Calling a pointer to data (a local array) cast to a function pointer.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

typedef int (*fn)(void);

int main(void) {
  unsigned char code[16] = {0xb8, 0x2a, 0x00, 0x00, 0x00, 0xc3};
  fn f = (fn)(void *)code;
  // CHECK: call-data-ptr.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-call:
  int r = f();
  printf("%d\n", r);
  return 0;
}
