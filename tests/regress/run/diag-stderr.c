// Diagnostics go to stderr only; the program's own output goes to stdout.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --check-prefix=OUT --match-full-lines --input-file %t.out --implicit-check-not=error: --implicit-check-not=note:
// RUN: FileCheck %s --input-file %t.err --implicit-check-not="ferret: exited"
// OUT: before the bug
// CHECK: diag-stderr.c:[[@LINE+10]]:{{[0-9]+}}: error: double-free:
// CHECK: exit=1
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *p = malloc(4);
  printf("before the bug\n");
  fflush(stdout);
  free(p);
  free(p);
  printf("after the bug\n");
  return 0;
}
