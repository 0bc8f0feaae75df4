// Twin of oob-strlen-unterminated.c: "abcd" with room for the terminator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 4 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char tag[5] = {'a', 'b', 'c', 'd'};
  int other = 0;
  size_t n = strlen(tag);
  printf("%zu %d\n", n, other);
  return 0;
}
