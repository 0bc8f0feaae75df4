// Twin of memcpy-overlap.c: memmove handles the overlap.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2 7
// CHECK-NEXT: 0 1 0 1 2 3 4 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  memmove(a, a + 2, 6 * sizeof(int));
  printf("%d %d\n", a[0], a[5]);
  int b[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  memmove(b + 2, b, 6 * sizeof(int));
  for (int i = 0; i < 8; i++)
    printf(i ? " %d" : "%d", b[i]);
  printf("\n");
  return 0;
}
