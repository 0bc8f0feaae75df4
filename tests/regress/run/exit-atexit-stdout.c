// Output buffered in stdout is flushed by exit(); stderr is separate.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: partial line, no newline
// STATUS: to stderr
// STATUS: ferret: exited with status 1
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  printf("partial line, ");
  printf("no newline");
  fprintf(stderr, "to stderr\n");
  exit(EXIT_FAILURE);
}
