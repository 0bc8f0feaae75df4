// Use of an undeclared identifier is a compile error (exit status 2).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --input-file %t.err
// CHECK: compile-error-undeclared.c:[[@LINE+5]]:{{[0-9]+}}: error: {{.*}}undeclared{{.*}}counter
// CHECK: exit=2
#include <stdio.h>

int main(void) {
  printf("%d\n", counter);
  return 0;
}
