// realloc growing and shrinking (contents preserved), realloc(NULL, n),
// calloc zero-initialisation, free(NULL).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 100 128 0 297
// CHECK-NEXT: 14850
// CHECK-NEXT: 27 15
// CHECK-NEXT: 0.0
// CHECK-NEXT: 0
// CHECK-NEXT: grown bigger
// CHECK-NEXT: 0 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int cap = 2, len = 0;
  int *v = realloc(NULL, cap * sizeof(int));
  for (int i = 0; i < 100; i++) {
    if (len == cap) {
      cap *= 2;
      v = realloc(v, cap * sizeof(int));
    }
    v[len++] = i * 3;
  }
  printf("%d %d %d %d\n", len, cap, v[0], v[99]);
  long sum = 0;
  for (int i = 0; i < len; i++)
    sum += v[i];
  printf("%ld\n", sum);
  v = realloc(v, 10 * sizeof(int));
  printf("%d %d\n", v[9], v[5]);
  free(v);
  double *z = calloc(8, sizeof(double));
  double zs = 0;
  for (int i = 0; i < 8; i++)
    zs += z[i];
  printf("%.1f\n", zs);
  char *s = calloc(16, 1);
  printf("%zu\n", strlen(s));
  strcpy(s, "grow");
  s = realloc(s, 64);
  strcat(s, "n bigger");
  printf("%s\n", s);
  free(s);
  free(z);
  free(NULL);
  struct pair { int a; char *p; } *pp = calloc(3, sizeof *pp);
  printf("%d %d\n", pp[2].a, pp[2].p == NULL);
  free(pp);
  return 0;
}
