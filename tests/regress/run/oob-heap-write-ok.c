// Twin of oob-heap-write.c: the loop stops at i < n.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 7
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 8;
  long *a = malloc(n * sizeof(long));
  for (int i = 0; i < n; i++)
    a[i] = i;
  printf("%ld\n", a[n - 1]);
  free(a);
  return 0;
}
