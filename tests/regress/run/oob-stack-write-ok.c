// Twin of oob-stack-write.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 0 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int before = 1;
  int a[10];
  int after = 2;
  for (int i = 0; i < 10; i++)
    a[i] = 0;
  printf("%d %d %d\n", before, a[9], after);
  return 0;
}
