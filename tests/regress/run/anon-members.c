// C11 anonymous structs and unions inside structs, nested designated
// initialisers, struct copy with nested aggregates.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 3 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 6.0 7 16
// CHECK-NEXT: 10.0
// CHECK-NEXT: 0 2 5 4 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct vec {
  union {
    struct {
      float x, y, z;
    };
    float v[3];
  };
  int id;
};

struct outer {
  struct {
    int a;
    int b;
  } in;
  union {
    int i;
    unsigned char c[4];
  };
};

int main(void) {
  struct vec p = {.x = 1, .y = 2, .z = 3, .id = 7};
  float s = 0;
  for (int i = 0; i < 3; i++)
    s += p.v[i];
  printf("%.1f %d %zu\n", s, p.id, sizeof p);
  p.v[1] = 10;
  printf("%.1f\n", p.y);
  struct outer o = {.in = {.b = 2}, .i = 0x01020304};
  struct outer o2 = o;
  o2.in.a = 5;
  printf("%d %d %d %d %d\n", o.in.a, o.in.b, o2.in.a, o2.c[0], o2.c[3]);
  return 0;
}
