// Twin of shift-64.c: the loop stops at 63.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  unsigned long long v = 0x8000000000000000ull;
  int total = 0;
  for (int s = 0; s < 64; s += 9)
    total += (int)(v >> s & 1);
  printf("%d %d\n", total, (int)(v >> 63));
  return 0;
}
