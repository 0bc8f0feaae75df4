// Reading a block-local array after the block (an if-branch) ended.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>

int main(int argc, char **argv) {
  const int *table = NULL;
  if (argc > 0) {
    int local[4] = {4, 3, 2, 1};
    table = local;
  }
  int s = 0;
  for (int i = 0; i < 4; i++)
    // CHECK: uas-read.c:[[@LINE+2]]:{{[0-9]+}}: error: use-after-scope:
    // (the faulting access is a read)
    s += table[i];
  printf("%d\n", s);
  return 0;
}
