// Twin of null-struct-field.c: the searched element exists.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 99 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  struct point *p = find(pts, 3, 3);
  if (p)
    p->tag = 99;
  printf("%ld %ld %ld\n", pts[0].tag, pts[1].tag, pts[2].tag);
  return 0;
}
