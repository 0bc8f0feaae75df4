// Under verify a file's contents are an input, as stdin is: the explorer
// chooses them (no such file, or sampled contents), finds the contents
// that crash the program, and the counterexample replays under run.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not %ferret verify %s --engine explore --trace %t.json | FileCheck %s
// RUN: not %ferret run %s --replay %t.json --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: file "config.txt" holds "a
// REPLAY: error: out-of-bounds
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
