// free(p) followed by realloc(p, ...): the old pointer is handed back to the
// allocator after it was freed.  Reported as use-after-free or double-free.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *p = malloc(16);
  p[0] = 'x';
  free(p);
  // CHECK: uaf-realloc-freed.c:[[@LINE+1]]:{{[0-9]+}}: error: {{use-after-free|double-free}}:
  p = realloc(p, 64);
  printf("%c\n", p[0]);
  free(p);
  return 0;
}
