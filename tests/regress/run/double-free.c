// Freeing the same heap block twice.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *p = malloc(10);
  p[0] = 'a';
  printf("%c\n", p[0]);
  free(p);
  // CHECK: double-free.c:[[@LINE+3]]:{{[0-9]+}}: error: double-free:
  // CHECK: double-free.c:[[@LINE-5]]:{{[0-9]+}}: note: {{.*}}allocated
  // CHECK: double-free.c:[[@LINE-3]]:{{[0-9]+}}: note: {{.*}}freed
  free(p);
  return 0;
}
