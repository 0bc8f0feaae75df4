// The text diagnostic layout: header, source line with its number, caret
// line, notes, and the call stack with one frame per line.
// RUN: not %ferret run %s 2>&1 | FileCheck %s --strict-whitespace
#include <stdlib.h>

static int peek(const int *p) {
  int x;
  // CHECK:      diag-format.c:[[@LINE+5]]:7: error: use-after-free:
  // CHECK-NEXT: {{^ *}}[[@LINE+4]] |   x = *p;
  // CHECK-NEXT: {{^ *\| +\^$}}
  // CHECK:      diag-format.c:[[@LINE+10]]:{{[0-9]+}}: note: allocated here by malloc (12 bytes)
  // CHECK:      diag-format.c:[[@LINE+11]]:{{[0-9]+}}: note: freed here
  x = *p;
  return x;
}

int main(void) {
  // CHECK:      {{^}}note: call stack:
  // CHECK-NEXT: {{^  }}#0 peek at {{.*}}diag-format.c:[[@LINE-6]]:7
  // CHECK-NEXT: {{^  }}#1 main at {{.*}}diag-format.c:[[@LINE+4]]:{{[0-9]+}}
  int *p = malloc(3 * sizeof(int));
  p[0] = 1;
  free(p);
  return peek(p);
}
