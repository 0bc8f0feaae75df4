// Twin of oob-stack-negative.c: a missing character is not counted.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0 0 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  int k = find(word, 'x');
  if (k >= 0)
    counts[k]++;
  k = find(word, 't');
  if (k >= 0)
    counts[k]++;
  printf("%d %d %d\n", counts[0], counts[1], counts[5]);
  return 0;
}
