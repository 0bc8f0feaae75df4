// Twin of mod-zero.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 2 1 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int buckets = 8;
  int keys[3] = {17, 4, 9};
  int hist[8] = {0};
  for (int i = 0; i < 3; i++)
    hist[keys[i] % buckets]++;
  printf("%d %d %d\n", hist[1], hist[4], hist[1] - hist[0]);
  return 0;
}
