// exit(3) from a nested call ends the program; the summary reports status 3
// and ferret itself exits 0 because no error was found.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out --implicit-check-not=unreachable
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: depth 3
// STATUS: ferret: exited with status 3
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static void dive(int depth) {
  if (depth == 3) {
    printf("depth %d\n", depth);
    exit(depth);
  }
  dive(depth + 1);
  printf("unreachable\n");
}

int main(void) {
  dive(0);
  printf("unreachable\n");
  return 0;
}
