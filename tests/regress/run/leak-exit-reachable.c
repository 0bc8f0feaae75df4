// exit() with heap blocks that are still referenced from a global array is
// not a definite leak.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 4 slots
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int *slots[4];

static void setup(void) {
  for (int i = 0; i < 4; i++) {
    slots[i] = malloc(sizeof(int));
    *slots[i] = i;
  }
}

int main(void) {
  setup();
  printf("%d slots\n", *slots[3] + 1);
  exit(0);
}
