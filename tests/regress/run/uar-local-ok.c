// Twin of uar-local.c: the counter is static, so it outlives the call.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int *make_counter(int start) {
  static int counter;
  counter = start;
  int *p = &counter;
  return p;
}

int main(void) {
  int *c = make_counter(5);
  int v;
  v = *c;
  printf("%d\n", v);
  return 0;
}
