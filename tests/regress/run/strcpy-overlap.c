// strcpy with overlapping buffers (inserting a character in place).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[32] = "heap";
  // CHECK: strcpy-overlap.c:[[@LINE+1]]:{{[0-9]+}}: error: memcpy-overlap:
  strcpy(buf + 1, buf);
  buf[0] = '>';
  printf("%s\n", buf);
  return 0;
}
