// Twin of uninit-branch.c: limit has a default.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: small
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(int argc, char **argv) {
  int limit = 0;
  if (argc > 5)
    limit = 10;
  if (limit > 3)
    printf("big\n");
  else
    printf("small\n");
  return 0;
}
