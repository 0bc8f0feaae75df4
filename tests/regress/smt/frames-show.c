// --show-frames: the modifies clause inferred for each function and loop,
// exact to the fields of split-alias (offsets in bytes, LP64), and to the
// types of split-type, where every int in the program is one region (so
// set_g's frame holds h, and both's holds the int field x).  main's clause
// names no local: callers cannot see them; its loop's does.
// RUN: %ferret verify %s --engine smt --timeout 20 --show-frames | FileCheck %s
// RUN: %ferret verify %s --engine smt --timeout 20 --show-frames --memory-model split-type | FileCheck %s --check-prefix=TYPE
// CHECK:      set_y: modifies p->@8;
// CHECK-NEXT: read_x: modifies \nothing;
// CHECK-NEXT: set_g: modifies g;
// CHECK-NEXT: both: modifies g, p->@8;
// CHECK-NEXT: churn: modifies \allocation;
// CHECK-NEXT: relink: modifies *q;
// CHECK-NEXT: main: modifies g, h, \allocation;
// CHECK-NEXT:   loop at {{.*}}frames-show.c:{{[0-9]+}}:3: modifies i, pt.@8, g;
// CHECK-NEXT: RESULT: TRUE
// TYPE:      set_y: modifies p->@8;
// TYPE-NEXT: read_x: modifies \nothing;
// TYPE-NEXT: set_g: modifies g, h;
// TYPE-NEXT: both: modifies g, h, p->@0, p->@8;
// TYPE:        loop at {{.*}}: modifies i, pt.@0, pt.@8, g, h;
// TYPE-NEXT: RESULT: TRUE
#include <stdlib.h>
extern void reach_error(void);
struct point { int x; long y; };
struct link { struct link *next; };
int g, h;
void set_y(struct point *p) { p->y = 2; }
int read_x(struct point *p) { return p->x; }
void set_g(void) { g = 1; }
void both(struct point *p) { set_g(); set_y(p); }
void churn(void) { int *q = malloc(sizeof *q); free(q); }
void relink(struct link *q, struct link *to) { q->next = to; }
int main(void) {
  struct point pt = {5, 0};
  struct link a = {0}, b = {0};
  h = 3;
  relink(&a, &b);
  churn();
  for (int i = 0; i < 3; i++) both(&pt);
  if (read_x(&pt) != 5 || h != 3) reach_error();
  return 0;
}
