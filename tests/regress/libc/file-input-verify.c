// Under verify a file's contents are an input, as stdin is: the explorer
// chooses them (no such file, or sampled contents), finds the contents
// that crash the program, and the counterexample replays under run: from
// the trace, from the witness, and by the replay command it prints.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not %ferret verify %s --engine explore --trace %t.json --witness %t.yml | FileCheck %s
// RUN: not %ferret run %s --replay %t.json --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.yml --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --file 'config.txt=a' --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: file "config.txt" holds "a
// CHECK: replay: ferret run {{.*}} --file 'config.txt=a
// REPLAY: error: out-of-bounds
// REPLAY-NOT: does not show
//
// --file fixes a file whatever the host holds; PATH alone: no such file.
// RUN: printf 'a' > %t.dir/config.txt
// RUN: %ferret run %s --file 'config.txt=b\n' --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=FIXED
// RUN: %ferret run %s --file config.txt --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: exited with status 0
//
// A given snapshot (--fs-root) or fixed contents (--file) make the file no
// input: TRUE when its bytes are safe, FALSE when they are not.
// RUN: printf 'b' > %t.dir/config.txt
// RUN: %ferret verify %s --engine explore --fs-root %t.dir | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine explore --file 'config.txt=b' | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine explore --file config.txt | FileCheck %s --check-prefix=SAFE
// SAFE: RESULT: TRUE (fixed: {{.*}})
// RUN: printf 'a' > %t.dir/config.txt
// RUN: not %ferret verify %s --engine explore --fs-root %t.dir | FileCheck %s --check-prefix=BAD
// BAD: RESULT: FALSE(valid-deref) (fixed: other files as under
// The files the snapshot gave are the counterexample's: its replay gives
// them (it used to give none, and the replay from elsewhere ran clean).
// RUN: not %ferret verify %s --engine explore --fs-root %t.dir --trace %t.fixed.json | FileCheck %s --check-prefix=BAD-REPLAY
// RUN: rm -rf %t.elsewhere && mkdir -p %t.elsewhere
// RUN: not %ferret run %s --replay %t.fixed.json --fs-root %t.elsewhere 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s --engine explore --file 'config.txt=a' | FileCheck %s --check-prefix=BAD-REPLAY
// BAD-REPLAY-NOT: trace:
// BAD-REPLAY: replay: ferret run {{.*}} --file 'config.txt=a'
// RUN: not %ferret verify %s --file '=a' 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: --file takes NAME=VALUE or NAME, not '=a'
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
