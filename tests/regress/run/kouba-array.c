// Kouba's allocation loop: read m; while m != 0, allocate m unsigned values,
// read v, fill the array with v, print a[0], free it and read the next m.
// RUN: printf '5 7 3 9 0\n' | %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 2 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: printf '1 42\n100 4000000000\n2 0\n0\n' | %ferret run %s 2>&1 | FileCheck %s --check-prefix=MORE --implicit-check-not=error:
// CHECK:      7
// CHECK-NEXT: 9
// MORE:      42
// MORE-NEXT: 4000000000
// MORE-NEXT: 0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  unsigned m;
  if (scanf("%u", &m) != 1)
    return 1;
  while (m != 0) {
    unsigned *a = malloc(m * sizeof(unsigned));
    unsigned v;
    if (scanf("%u", &v) != 1)
      return 1;
    for (unsigned i = 0; i < m; i++)
      a[i] = v;
    printf("%u\n", a[0]);
    free(a);
    if (scanf("%u", &m) != 1)
      return 1;
  }
  return 0;
}
