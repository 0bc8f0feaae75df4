// Structs with a flexible array member allocated with extra space, and
// structs containing arrays copied by value.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 3 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 8 flexible e
// CHECK-NEXT: 8
// CHECK-NEXT: 1 2 4 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct str {
  size_t len;
  char data[];
};

struct fixed {
  int n;
  int items[4];
};

static struct str *make(const char *s) {
  size_t n = strlen(s);
  struct str *r = malloc(sizeof *r + n + 1);
  r->len = n;
  memcpy(r->data, s, n + 1);
  return r;
}

static struct fixed bump(struct fixed f) {
  for (int i = 0; i < f.n; i++)
    f.items[i]++;
  return f;
}

int main(void) {
  struct str *s = make("flexible");
  printf("%zu %s %c\n", s->len, s->data, s->data[s->len - 1]);
  printf("%zu\n", sizeof(struct str));
  free(s);
  struct fixed a = {3, {1, 2, 3, 0}};
  struct fixed b = bump(a);
  printf("%d %d %d %d\n", a.items[0], b.items[0], b.items[2], b.items[3]);
  return 0;
}
