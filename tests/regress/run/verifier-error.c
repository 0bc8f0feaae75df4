// __VERIFIER_error() is called.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

extern void __VERIFIER_error(void);

int main(void) {
  unsigned x = 0;
  for (int i = 0; i < 10; i++)
    x += 3;
  if (x == 30)
    // CHECK: verifier-error.c:[[@LINE+1]]:{{[0-9]+}}: error: reach-error:
    __VERIFIER_error();
  printf("%u\n", x);
  return 0;
}
