// Twin of shift-negative.c: negative amounts shift the other way.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 256
// CHECK-NEXT: 1024
// CHECK-NEXT: 2048
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int x = 1024;
  int amounts[3] = {2, 0, -1};
  for (int i = 0; i < 3; i++)
    printf("%d\n", amounts[i] >= 0 ? x >> amounts[i] : x << -amounts[i]);
  return 0;
}
