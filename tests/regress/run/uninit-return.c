// A function returns an uninitialised local on one path; the caller branches on it.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int parse_digit(char c) {
  int value;
  if (c >= '0' && c <= '9')
    value = c - '0';
  return value;
}

int main(void) {
  const char *s = "12x";
  int sum = 0;
  for (int i = 0; s[i]; i++) {
    int d = parse_digit(s[i]);
    // CHECK: uninit-return.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
    if (d > 0)
      sum += d;
  }
  printf("%d\n", sum);
  return 0;
}
