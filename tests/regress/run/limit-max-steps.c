// A non-terminating loop hits --max-steps: a limit, exit status 3.
// RUN: %ferret run %s --max-steps 100000 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --input-file %t.err --implicit-check-not="ferret: exited"
// CHECK: exit=3
#include <stdio.h>

int main(void) {
  unsigned x = 1;
  while (x != 0)
    x = (x << 1) | 1;
  printf("done %u\n", x);
  return 0;
}
