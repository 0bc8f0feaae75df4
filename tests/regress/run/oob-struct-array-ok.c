// Twin of oob-struct-array.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 13
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

struct item {
  const char *name;
  int qty;
};

struct item stock[3] = {{"nut", 5}, {"bolt", 7}, {"gear", 1}};

int main(void) {
  int total = 0;
  for (int i = 0; i < (int)(sizeof stock / sizeof stock[0]); i++) {
    total += stock[i].qty;
  }
  printf("%d\n", total);
  return 0;
}
