// Twin of uar-buffer.c: the caller provides the buffer.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: id-12
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static char *format_id(char *buf, int id) {
  sprintf(buf, "id-%d", id);
  return buf;
}

int main(void) {
  char storage[16];
  char *s = format_id(storage, 12);
  printf("%s\n", s);
  return 0;
}
