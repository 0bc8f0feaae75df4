// An uninitialised value passed to printf.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

struct stats {
  int min;
  int max;
};

static void scan(struct stats *s, const int *v, int n) {
  s->max = v[0];
  for (int i = 1; i < n; i++)
    if (v[i] > s->max)
      s->max = v[i];
}

int main(void) {
  int v[4] = {3, 9, 1, 4};
  struct stats st;
  scan(&st, v, 4);
  // CHECK: uninit-printf.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  printf("%d %d\n", st.min, st.max);
  return 0;
}
