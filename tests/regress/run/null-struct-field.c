// Writing a struct field through a null struct pointer (small offset from null).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

struct point {
  int x;
  int y;
  long tag;
};

static struct point *find(struct point *pts, int n, int x) {
  for (int i = 0; i < n; i++)
    if (pts[i].x == x)
      return &pts[i];
  return NULL;
}

int main(void) {
  struct point pts[3] = {{1, 2, 0}, {3, 4, 0}, {5, 6, 0}};
  struct point *p = find(pts, 3, 4);
  // CHECK: null-struct-field.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
  p->tag = 99;
  printf("%ld\n", pts[0].tag);
  return 0;
}
