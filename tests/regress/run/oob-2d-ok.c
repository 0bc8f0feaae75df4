// Twin of oob-2d.c: the diagonal of a 3x4 matrix has 3 elements.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 15
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = r * 4 + c;
  int trace = 0;
  for (int k = 0; k < 3; k++)
    trace += m[k][k];
  printf("%d\n", trace);
  return 0;
}
