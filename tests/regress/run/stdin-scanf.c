// Reading stdin with scanf("%d").
// RUN: echo 5 | %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: printf '12 -3\n' | %ferret run %s 2>/dev/null | FileCheck %s --check-prefix=TWO --match-full-lines
// RUN: printf 'x\n' | %ferret run %s 2>/dev/null | FileCheck %s --check-prefix=NONE --match-full-lines
// CHECK:      read 1: 5
// CHECK-NEXT: square 25
// TWO:      read 2: 12 -3
// TWO-NEXT: square 144
// NONE: read 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
  int got = scanf("%d %d", &a, &b);
  if (got == 2)
    printf("read 2: %d %d\n", a, b);
  else if (got == 1)
    printf("read 1: %d\n", a);
  else
    printf("read 0\n");
  if (got >= 1)
    printf("square %d\n", a * a);
  return 0;
}
