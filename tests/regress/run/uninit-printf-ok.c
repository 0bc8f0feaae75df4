// Twin of uninit-printf.c: the minimum is computed too.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 9
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct stats {
  int min;
  int max;
};

static void scan(struct stats *s, const int *v, int n) {
  s->min = s->max = v[0];
  for (int i = 1; i < n; i++) {
    if (v[i] > s->max)
      s->max = v[i];
    if (v[i] < s->min)
      s->min = v[i];
  }
}

int main(void) {
  int v[4] = {3, 9, 1, 4};
  struct stats st;
  scan(&st, v, 4);
  printf("%d %d\n", st.min, st.max);
  return 0;
}
