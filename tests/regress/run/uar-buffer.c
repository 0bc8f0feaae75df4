// Returning a local char buffer and printing it with %s.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static char *format_id(int id) {
  char buf[16];
  sprintf(buf, "id-%d", id);
  char *r = buf;
  return r;
}

int main(void) {
  char *s = format_id(12);
  // CHECK: uar-buffer.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-return:
  printf("%s\n", s);
  return 0;
}
