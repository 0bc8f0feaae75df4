// Twin of limit-max-steps.c: a terminating loop well under the step limit.
// RUN: %ferret run %s --max-steps 1000000 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: done 1000
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  unsigned x = 0;
  for (int i = 0; i < 1000; i++)
    x++;
  printf("done %u\n", x);
  return 0;
}
