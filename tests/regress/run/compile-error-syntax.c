// C that does not compile: clang's error is shown and the exit status is 2.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --input-file %t.err
// CHECK: compile-error-syntax.c:[[@LINE+5]]:{{[0-9]+}}: error:
// CHECK: exit=2
#include <stdio.h>

int main(void) {
  int x = 3
  printf("%d\n", x);
  return 0;
}
