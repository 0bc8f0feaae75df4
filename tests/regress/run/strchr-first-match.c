// Twin of strchr-first-match-ok.c: the character is not in the unterminated
// buffer, so strchr reads one byte past it.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <string.h>

int main(void) {
  char tag[3] = {'x', 'y', 'z'};
  // CHECK: strchr-first-match.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read of 1 byte at offset 3 of local variable 'tag'
  return strchr(tag, 'q') != 0;
}
