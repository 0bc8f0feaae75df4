// rand/srand are deterministic for a seed: the same seed gives the same
// sequence (checked inside the program) and two runs print the same values.
// The values themselves are not fixed by the contract.
// RUN: %ferret run %s > %t.out1 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %ferret run %s > %t.out2 2>/dev/null
// RUN: diff %t.out1 %t.out2
// RUN: FileCheck %s --match-full-lines --input-file %t.out1
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK:      same=1
// CHECK-NEXT: in_range=1
// CHECK-NEXT: {{[0-9]+}}
// CHECK-NEXT: {{[0-9]+}}
// CHECK-NEXT: {{[0-9]+}}
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  srand(12345);
  int first[5];
  for (int i = 0; i < 5; i++)
    first[i] = rand();
  srand(12345);
  int same = 1;
  for (int i = 0; i < 5; i++)
    same &= rand() == first[i];
  printf("same=%d\n", same);
  int in_range = 1;
  for (int i = 0; i < 100; i++) {
    int r = rand();
    in_range &= r >= 0 && r <= RAND_MAX;
  }
  printf("in_range=%d\n", in_range);
  for (int i = 0; i < 3; i++)
    printf("%d\n", first[i] % 100);
  return 0;
}
