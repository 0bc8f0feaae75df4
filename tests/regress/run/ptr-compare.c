// Relational comparison of pointers into two different malloc'd blocks:
// undefined in C, but what an allocator's range check does on every real
// machine.  `ferret run` warns once per place and goes on with the flat
// address order; --strict makes it an error; verify keeps it an error.
// RUN: %ferret run %s 2>&1 | FileCheck %s
// RUN: not %ferret run %s --strict 2>&1 | FileCheck %s --check-prefix=STRICT
// CHECK: ptr-compare.c:{{[0-9]+}}:83: warning: pointer-comparison: relational comparison of pointers into different objects
// CHECK: ptr-compare.c:{{[0-9]+}}:97: warning: pointer-comparison: relational comparison of pointers into different objects
// CHECK-NOT: warning: pointer-comparison
// STRICT: ptr-compare.c:[[@LINE+3]]:{{[0-9]+}}: error: pointer-comparison:
#include <stdio.h>
#include <stdlib.h>
static int in_range(const char *p, const char *begin, const char *end) { return p >= begin && p < end; }

int main(void) {
  char *a = malloc(16);
  char *b = malloc(16);
  printf("%d\n", in_range(a + 3, a, a + 16));
  for (int i = 0; i < 3; ++i) printf("%d\n", in_range(b, a, a + 16));
  free(a);
  free(b);
  return 0;
}
