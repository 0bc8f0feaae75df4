// Twin of oob-stack-read.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 15
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  printf("%d\n", sum(a, 5));
  return 0;
}
