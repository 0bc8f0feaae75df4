// for / while / do-while loops with break, continue, nested loops and
// loops whose bodies never run.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 5050
// CHECK-NEXT: 111
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: 64
// CHECK-NEXT: 15
// CHECK-NEXT: 43210
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int sum = 0;
  for (int i = 1; i <= 100; i++)
    sum += i;
  printf("%d\n", sum);
  int n = 27, steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  printf("%d\n", steps);
  int k = 10;
  do {
    k -= 3;
  } while (k > 0);
  printf("%d\n", k);
  int never = 0;
  for (int i = 0; i < 0; i++)
    never++;
  while (0)
    never++;
  do
    never++;
  while (0);
  printf("%d\n", never);
  int odd = 0;
  for (int i = 0; i < 20; i++) {
    if (i % 2 == 0)
      continue;
    if (i > 15)
      break;
    odd += i;
  }
  printf("%d\n", odd);
  int pairs = 0;
  for (int i = 0; i < 10; i++)
    for (int j = i + 1; j < 10; j++)
      if ((i + j) % 3 == 0)
        pairs++;
  printf("%d\n", pairs);
  unsigned u = 5;
  int down = 0;
  for (unsigned i = u; i-- > 0;)
    down = down * 10 + (int)i;
  printf("%d\n", down);
  return 0;
}
