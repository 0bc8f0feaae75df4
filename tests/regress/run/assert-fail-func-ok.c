// Twin of assert-fail-func.c: both arrays are sorted.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: good
// CHECK-NEXT: good
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <assert.h>
#include <stdio.h>

static void check_sorted(const int *a, int n) {
  for (int i = 1; i < n; i++)
    assert(a[i - 1] <= a[i]);
}

int main(void) {
  int good[4] = {1, 2, 2, 5};
  int also_good[4] = {1, 2, 3, 5};
  check_sorted(good, 4);
  printf("good\n");
  check_sorted(also_good, 4);
  printf("good\n");
  return 0;
}
