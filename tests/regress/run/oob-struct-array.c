// Off-by-one over a global array of structs, writing a field past the end.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

struct item {
  const char *name;
  int qty;
};

struct item stock[3] = {{"nut", 5}, {"bolt", 7}, {"gear", 1}};

int main(void) {
  int total = 0;
  for (int i = 0; i <= 3; i++) {
    // CHECK: oob-struct-array.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
    total += stock[i].qty;
  }
  printf("%d\n", total);
  return 0;
}
