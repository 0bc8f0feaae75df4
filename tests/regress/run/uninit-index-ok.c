// Twin of uninit-index.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int pick(int *out, int want) {
  if (want)
    *out = 2;
  return 0;
}

int main(void) {
  int table[8] = {0};
  int idx;
  pick(&idx, 1);
  table[idx] = 1;
  printf("%d\n", table[2]);
  return 0;
}
