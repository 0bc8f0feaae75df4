// Twin of oob-heap-negative.c: index 0 is handled specially.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3
// CHECK-NEXT: 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int sum_prev(const int *a, int i) {
  if (i == 0)
    return a[0];
  return a[i - 1] + a[i];
}

int main(void) {
  int *a = calloc(4, sizeof(int));
  a[0] = 1;
  a[1] = 2;
  printf("%d\n", sum_prev(a, 1));
  printf("%d\n", sum_prev(a, 0));
  free(a);
  return 0;
}
