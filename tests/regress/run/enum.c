// Enumerations: implicit and explicit values, negative values, use in
// switch and arrays, sizeof.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 5 6 -2 -1
// CHECK-NEXT: 7 5
// CHECK-NEXT: 1 0
// CHECK-NEXT: small
// CHECK-NEXT: medium
// CHECK-NEXT: large
// CHECK-NEXT: blue=6
// CHECK-NEXT: 4 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -2, OPAQUE };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
typedef enum { SMALL, MEDIUM, LARGE, N_SIZES } size_class;

static const char *size_names[N_SIZES] = {"small", "medium", "large"};

static size_class classify(int n) {
  return n < 10 ? SMALL : n < 100 ? MEDIUM : LARGE;
}

int main(void) {
  printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, OPAQUE);
  printf("%d %d\n", F_ALL, F_READ | F_EXEC);
  int perms = F_READ | F_WRITE;
  printf("%d %d\n", (perms & F_WRITE) != 0, (perms & F_EXEC) != 0);
  int vals[3] = {5, 50, 500};
  for (int i = 0; i < 3; i++)
    printf("%s\n", size_names[classify(vals[i])]);
  enum color c = BLUE;
  switch (c) {
  case RED: printf("red\n"); break;
  case BLUE: printf("blue=%d\n", c); break;
  default: printf("other\n");
  }
  printf("%zu %d\n", sizeof(enum color), N_SIZES);
  return 0;
}
