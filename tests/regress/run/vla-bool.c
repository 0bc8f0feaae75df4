// Variable length arrays and _Bool.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: n=1 sum=1 size=4
// CHECK-NEXT: n=2 sum=3 size=8
// CHECK-NEXT: n=3 sum=6 size=12
// CHECK-NEXT: n=4 sum=10 size=16
// CHECK-NEXT: 15
// CHECK-NEXT: 1 0 1 1
// CHECK-NEXT: 1
// CHECK-NEXT: 3 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdbool.h>

static int sum_matrix(int rows, int cols, int m[rows][cols]) {
  int s = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      s += m[r][c];
  return s;
}

int main(void) {
  for (int n = 1; n <= 4; n++) {
    int v[n];
    for (int i = 0; i < n; i++)
      v[i] = i + 1;
    int s = 0;
    for (int i = 0; i < n; i++)
      s += v[i];
    printf("n=%d sum=%d size=%zu\n", n, s, sizeof v);
  }
  int rows = 3, cols = 2;
  int m[rows][cols];
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      m[r][c] = r * cols + c;
  printf("%d\n", sum_matrix(rows, cols, m));
  bool b = 5;
  _Bool z = 0.0;
  bool h = 0.25;
  printf("%d %d %d %zu\n", b, z, h, sizeof(bool));
  b = b + 1;
  printf("%d\n", b);
  bool flags[4] = {true, false, true, true};
  int count = 0;
  for (int i = 0; i < 4; i++)
    count += flags[i];
  printf("%d %d\n", count, true + true);
  return 0;
}
