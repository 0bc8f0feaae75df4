// Under verify a file's contents are an input, as stdin is: the explorer
// chooses them (no such file, or sampled contents) and finds the contents
// that crash the program; the trace records them as file(config.txt).
// RUN: not %ferret verify %s --engine explore --trace %t.json | FileCheck %s
// RUN: grep -q 'file(config.txt)' %t.json
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: file "config.txt" holds "a
#include <stdio.h>

int main(void) {
  FILE *f = fopen("config.txt", "r");
  if (!f) return 0;
  int table[4] = {0};
  int c = fgetc(f);
  fclose(f);
  if (c == 'a') table[4] = 1;
  return table[0];
}
