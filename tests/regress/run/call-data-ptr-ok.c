// Twin of call-data-ptr.c: a real function, also round-tripped through void *.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 42
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

typedef int (*fn)(void);

static int answer(void) { return 42; }

int main(void) {
  void *erased = (void *)answer;
  fn f = (fn)erased;
  int r = f();
  printf("%d\n", r);
  return 0;
}
