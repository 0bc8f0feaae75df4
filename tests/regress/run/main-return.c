// The value returned by main is the program's exit status.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: returning 7
// STATUS: ferret: exited with status 7
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int code = 3 + 4;
  printf("returning %d\n", code);
  return code;
}
