// Twin of strcmp-first-difference-ok.c: the strings agree over the whole
// unterminated buffer, so strcmp reads one byte past it.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <string.h>

int main(void) {
  char tag[3] = {'x', 'y', 'z'};
  // CHECK: strcmp-first-difference.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read of 1 byte at offset 3 of local variable 'tag'
  return strcmp("xyz", tag);
}
