// Twin of uas-read.c: the array is used inside its block.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 10
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(int argc, char **argv) {
  int s = 0;
  if (argc > 0) {
    int local[4] = {4, 3, 2, 1};
    const int *table = local;
    for (int i = 0; i < 4; i++)
      s += table[i];
  }
  printf("%d\n", s);
  return 0;
}
