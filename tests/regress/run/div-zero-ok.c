// Twin of div-zero.c: the empty range is handled.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 6
// CHECK-NEXT: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int average(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return n ? s / n : 0;
}

int main(void) {
  int v[3] = {3, 6, 9};
  printf("%d\n", average(v, 3));
  printf("%d\n", average(v, 0));
  return 0;
}
