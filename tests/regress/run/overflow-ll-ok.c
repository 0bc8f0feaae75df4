// Twin of overflow-ll.c: the counter stops at LLONG_MAX.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 9223372036854775807
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <limits.h>

int main(void) {
  long long counter = LLONG_MAX - 2;
  for (int i = 0; i < 5; i++)
    if (counter < LLONG_MAX)
      counter++;
  printf("%lld\n", counter);
  return 0;
}
