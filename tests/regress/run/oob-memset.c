// memset of a whole struct size into a smaller local array.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <string.h>

struct rec {
  int id;
  char name[20];
};

int main(void) {
  char name[16];
  // CHECK: oob-memset.c:[[@LINE+2]]:{{[0-9]+}}: error: out-of-bounds:
  // CHECK-SAME: write
  memset(name, 0, sizeof(struct rec));
  printf("%d\n", name[0]);
  return 0;
}
