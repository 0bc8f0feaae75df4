// Twin of oob-global-write.c: room for the terminator.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0123456789 7
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

char digits[11];
int guard = 7;

int main(void) {
  int i;
  for (i = 0; i < 10; i++)
    digits[i] = '0' + i;
  digits[i] = '\0';
  printf("%s %d\n", digits, guard);
  return 0;
}
