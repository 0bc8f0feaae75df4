// Twin of uar-write.c: the global pointer is cleared before the frame dies.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 42
// CHECK-NEXT: cleared
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

static int *last_result;

static void compute(int x) {
  int result = x * 2;
  last_result = &result;
  printf("%d\n", result);
  last_result = NULL;
}

int main(void) {
  compute(21);
  if (last_result)
    *last_result = 0;
  else
    printf("cleared\n");
  return 0;
}
