// Writing before the start of a local array (negative index).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

static int find(const char *s, char c) {
  for (int i = 0; s[i]; i++)
    if (s[i] == c)
      return i;
  return -1;
}

int main(void) {
  char word[8] = "ferret";
  int counts[6] = {0};
  // CHECK: oob-stack-negative.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  counts[find(word, 'x')]++;
  printf("%d\n", counts[0]);
  return 0;
}
