// Twin of strstr-first-match-ok.c: the needle's first byte matches at the
// end of the unterminated buffer, so strstr reads one byte past it.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <string.h>

int main(void) {
  char tag[4] = {'a', 'b', 'c', 'd'};
  // CHECK: strstr-first-match.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: read of 1 byte at offset 4 of local variable 'tag'
  return strstr(tag, "dq") != 0;
}
