// An assert failing inside a helper called from main.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <assert.h>
#include <stdio.h>

static void check_sorted(const int *a, int n) {
  for (int i = 1; i < n; i++)
    // CHECK: assert-fail-func.c:[[@LINE+1]]:{{[0-9]+}}: error: assertion-failure:
    assert(a[i - 1] <= a[i]);
}

int main(void) {
  int good[4] = {1, 2, 2, 5};
  int bad[4] = {1, 3, 2, 5};
  check_sorted(good, 4);
  printf("good\n");
  check_sorted(bad, 4);
  // CHECK: #0 check_sorted at
  // CHECK-NEXT: #1 main at {{.*}}assert-fail-func.c:[[@LINE-2]]:
  return 0;
}
