// Twin of ptr-compare.c: relational comparisons within one object (including
// one past the end) and equality comparisons between different objects.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: different
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int in_range(const char *p, const char *begin, const char *end) {
  return p >= begin && p < end;
}

int main(void) {
  char *a = malloc(16);
  char *b = malloc(16);
  printf("%d\n", in_range(a + 3, a, a + 16));
  printf("%d\n", in_range(a + 16, a, a + 16));
  printf("%s\n", a == b ? "same" : "different");
  free(a);
  free(b);
  return 0;
}
