// Twin of null-write.c: the pointer points to a real object.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: value=5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

static void set(int *out, int v) {
  *out = v;
}

int main(int argc, char **argv) {
  int local = 0;
  int *target = argc > 100 ? NULL : &local;
  set(target, 5);
  printf("value=%d\n", local);
  return 0;
}
