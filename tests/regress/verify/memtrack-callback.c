// The only pointer to a block is an argument of qsort: its comparator's
// returns do not lose it (qsort still works on it), qsort's own return does.
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: FALSE(valid-memtrack)
// CHECK-NEXT: {{.*}}memtrack-callback.c:[[# @LINE + 15]]:3: error: memory-leak: 12 bytes in 1 heap block became unreachable{{$}}
// CHECK: note: call stack:
// CHECK-NEXT: #0 main at {{.*}}memtrack-callback.c:[[# @LINE + 13]]:3
// CHECK-NOT: #1
#include <stdlib.h>
static int cmp(const void *x, const void *y) { return *(const int *)x - *(const int *)y; }
static int *make(void) {
  int *a = malloc(3 * sizeof(int));
  a[0] = 3;
  a[1] = 1;
  a[2] = 2;
  return a;
}
int main(void) {
  int k = 5;
  qsort(make(), 3, sizeof(int), cmp);
  k++;
  return k == 6 ? 0 : 1;
}
