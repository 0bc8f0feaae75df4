// Twin of oob-memset.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

struct rec {
  int id;
  char name[20];
};

int main(void) {
  char name[16];
  memset(name, 0, sizeof name);
  printf("%d %d\n", name[0], name[15]);
  return 0;
}
