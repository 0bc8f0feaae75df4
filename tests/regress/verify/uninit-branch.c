// A branch on an uninitialised value: C leaves the behaviour undefined, so
// by default the path ends and the verdict can only be UNKNOWN; with
// --uninit-as-nondet the value is arbitrary (SV-COMP's reading) and the
// branch goes both ways.
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: RESULT: UNKNOWN
// DEFAULT-SAME: uninitialized-value
// RUN: not %ferret verify %s --uninit-as-nondet --trace %t.json --witness %t.yml | FileCheck %s
// CHECK: RESULT: FALSE(valid-free)
// CHECK: error: double-free
// CHECK: trace: {{.*}}uninit-branch.c:[[@LINE+18]]:{{[0-9]+}}: a branch on an uninitialised value goes the true way, in release
// CHECK: replay: ferret run {{.*}}uninit-branch.c --replay {{.*}}.json
// The trace file carries the branch, so the replay meets the same double free.
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: double-free
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// The witness pins the branch with a branching waypoint.
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// WITNESS: type: "branching"
// WITNESS: line: [[@LINE+9]]
// WITNESS: constraint:
// WITNESS-NEXT: value: "true"
#include <stdlib.h>

static int flag(void) {}  // falls off its end: the caller reads no value

static void release(int *p) {
  int done = flag();
  if (done)
    free(p);
  free(p);
}

int main(void) {
  release(malloc(sizeof(int)));
  return 0;
}
