// Arrays of structs, 2-D and 3-D arrays, arrays decaying to pointers,
// pointers to arrays, sizeof of arrays.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 9 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: ann 80
// CHECK-NEXT: bob 75
// CHECK-NEXT: cid 98
// CHECK-NEXT: 14 28 42
// CHECK-NEXT: 10 6
// CHECK-NEXT: 10
// CHECK-NEXT: 48 16 3
// CHECK-NEXT: 23 13
// CHECK-NEXT: cid
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct student {
  char name[8];
  int grades[3];
};

static int row_sum(const int (*m)[4], int r) {
  int s = 0;
  for (int c = 0; c < 4; c++)
    s += m[r][c];
  return s;
}

int main(void) {
  struct student cls[3] = {
      {"ann", {90, 80, 70}},
      {"bob", {60, 75, 90}},
      {"cid", {100, 100, 95}},
  };
  for (int i = 0; i < 3; i++) {
    int s = 0;
    for (int j = 0; j < 3; j++)
      s += cls[i].grades[j];
    printf("%s %d\n", cls[i].name, s / 3);
  }
  int m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = (r + 1) * (c + 2);
  printf("%d %d %d\n", row_sum(m, 0), row_sum(m, 1), row_sum(m, 2));
  int (*rowp)[4] = &m[1];
  printf("%d %d\n", (*rowp)[3], rowp[1][0]);
  int *flat = &m[0][0];
  printf("%d\n", flat[7]);
  printf("%zu %zu %zu\n", sizeof m, sizeof m[0], sizeof cls / sizeof cls[0]);
  char cube[2][3][4];
  int n = 0;
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++)
      for (int c = 0; c < 4; c++)
        cube[a][b][c] = (char)n++;
  printf("%d %d\n", cube[1][2][3], cube[1][0][1]);
  struct student *best = &cls[0];
  for (struct student *p = cls; p < cls + 3; p++)
    if (p->grades[0] > best->grades[0])
      best = p;
  printf("%s\n", best->name);
  return 0;
}
