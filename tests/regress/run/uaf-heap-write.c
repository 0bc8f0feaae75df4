// Writing into a freed heap object through a second pointer.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *buf = malloc(32);
  char *cursor = buf + 4;
  strcpy(buf, "data");
  free(buf);
  // CHECK: uaf-heap-write.c:[[@LINE+4]]:{{[0-9]+}}: error: use-after-free:
  // (the faulting access is a write)
  // CHECK: uaf-heap-write.c:[[@LINE-6]]:{{[0-9]+}}: note: {{.*}}allocated
  // CHECK: uaf-heap-write.c:[[@LINE-4]]:{{[0-9]+}}: note: {{.*}}freed
  *cursor = '!';
  return 0;
}
