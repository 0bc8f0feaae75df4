// Twin of uninit-return.c: non-digits give 0.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 3
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int parse_digit(char c) {
  int value = 0;
  if (c >= '0' && c <= '9')
    value = c - '0';
  return value;
}

int main(void) {
  const char *s = "12x";
  int sum = 0;
  for (int i = 0; s[i]; i++) {
    int d = parse_digit(s[i]);
    if (d > 0)
      sum += d;
  }
  printf("%d\n", sum);
  return 0;
}
