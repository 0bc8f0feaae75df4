// Arithmetic on char and short is done in int after promotion, so these
// "overflows" are not signed overflow; the narrowing conversion back is
// implementation-defined (wraps on all our targets).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -128 -32768 128 255
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  signed char c = 127;
  c++;
  short s = 32767;
  s = s + 1;
  signed char d = 127;
  int widened = d + 1;
  unsigned char u = 0;
  u--;
  printf("%d %d %d %d\n", c, s, widened, u);
  return 0;
}
