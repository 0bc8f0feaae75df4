// An ILP32 counterexample replays as ILP32: the replay line has --32, the
// trace file and the witness name the data model, and `run --replay`
// honours it without --32 (the bug needs a 4-byte long; in LP64 the run
// ends cleanly).  Before, the replay ran in LP64 and showed nothing.
// RUN: not %ferret verify %s --32 --witness %t.yml --trace %t.json | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=TRACE < %t.json
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// LP64 has no such bug; a counterexample's data model and --32 must agree.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=LP64
// RUN: echo '{"inputs": ["3"], "data_model": "LP64"}' > %t64.json
// RUN: not %ferret run %s --32 --replay %t64.json 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: replay: ferret run {{.*}}ilp32.c --32 --inputs 3
// TRACE: "data_model": "ILP32"
// REPLAY: error: out-of-bounds: write of 4 bytes at offset 12 of heap block of 12 bytes
// REPLAY: ferret: replay: the run shows FALSE(valid-deref), as the counterexample
// LP64: RESULT: TRUE
// CONFLICT: ferret: error: {{.*}} was recorded in the LP64 data model; --32 contradicts it
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  long *p = malloc(12);
  if (!p) return 0;
  int n = __VERIFIER_nondet_int();
  if (sizeof(long) == 4 && n == 3) p[n] = 1;
  free(p);
  return 0;
}
