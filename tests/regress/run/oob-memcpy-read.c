// memcpy reading past the end of its (global) source.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

const char greeting[5] = {'h', 'e', 'l', 'l', 'o'};

int main(void) {
  char buf[32];
  // CHECK: oob-memcpy-read.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read
  memcpy(buf, greeting, 8);
  buf[5] = '\0';
  printf("%s\n", buf);
  return 0;
}
