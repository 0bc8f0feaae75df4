// Unions: type punning between float and its bits, overlapping members,
// union sizes, tagged unions.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 6 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3f800000 3f
// CHECK-NEXT: -3.14159
// CHECK-NEXT: c000000000000000
// CHECK-NEXT: 4 8 12
// CHECK-NEXT: 12 75
// CHECK-NEXT: DCBA
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>

union pun {
  float f;
  uint32_t u;
  unsigned char b[4];
};

union wide {
  double d;
  uint64_t u;
};

struct shape {
  int kind;
  union {
    struct { int w, h; } rect;
    int radius;
  } u;
};

static int area(const struct shape *s) {
  return s->kind == 0 ? s->u.rect.w * s->u.rect.h : 3 * s->u.radius * s->u.radius;
}

int main(void) {
  union pun p;
  p.f = 1.0f;
  printf("%08x %02x\n", p.u, p.b[3]);
  p.u = 0xc0490fdb;
  printf("%.5f\n", p.f);
  union wide w;
  w.d = -2.0;
  printf("%016llx\n", (unsigned long long)w.u);
  printf("%zu %zu %zu\n", sizeof(union pun), sizeof(union wide), sizeof(struct shape));
  struct shape s[2];
  s[0].kind = 0;
  s[0].u.rect.w = 3;
  s[0].u.rect.h = 4;
  s[1].kind = 1;
  s[1].u.radius = 5;
  printf("%d %d\n", area(&s[0]), area(&s[1]));
  union pun q = {.u = 0x41424344};
  printf("%c%c%c%c\n", q.b[0], q.b[1], q.b[2], q.b[3]);
  return 0;
}
