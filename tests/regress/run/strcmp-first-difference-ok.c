// strcmp reads both strings only up to the first difference: an unterminated
// buffer whose first byte already differs is not read past its end (glibc
// and ASan agree).  Ferret used to read both strings whole and reported an
// out-of-bounds read here.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -1 1 -1
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char tag[3] = {'x', 'y', 'z'};
  int a = strcmp("abc", tag) < 0 ? -1 : 1;
  int b = strncmp(tag, "xyA", 3) < 0 ? -1 : 1;
  int c = strncmp("xy", tag, 5) < 0 ? -1 : 1;
  printf("%d %d %d\n", a, b, c);
  return 0;
}
