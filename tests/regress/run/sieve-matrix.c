// Small numeric programs: sieve of Eratosthenes and integer matrix product.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 5 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 25 primes, largest 97
// CHECK-NEXT: 30 24 18
// CHECK-NEXT: 84 69 54
// CHECK-NEXT: 138 114 90
// CHECK-NEXT: 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

#define N 100

static void matmul(int n, const int a[n][n], const int b[n][n], int c[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      c[i][j] = 0;
      for (int k = 0; k < n; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
}

int main(void) {
  char composite[N + 1];
  memset(composite, 0, sizeof composite);
  int count = 0, last = 0;
  for (int i = 2; i <= N; i++) {
    if (composite[i])
      continue;
    count++;
    last = i;
    for (int j = i * i; j <= N; j += i)
      composite[j] = 1;
  }
  printf("%d primes, largest %d\n", count, last);
  int a[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int b[3][3] = {{9, 8, 7}, {6, 5, 4}, {3, 2, 1}};
  int c[3][3];
  matmul(3, a, b, c);
  for (int i = 0; i < 3; i++)
    printf("%d %d %d\n", c[i][0], c[i][1], c[i][2]);
  int id[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  int d[3][3];
  matmul(3, c, id, d);
  printf("%d\n", memcmp(c, d, sizeof c) == 0);
  return 0;
}
