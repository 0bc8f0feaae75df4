// rand and random give any value in [0, RAND_MAX], whatever the seed: C
// does not fix the sequence.  rand() % 11 indexing ten ints overruns for
// some values; srand does not make that go away.  The replay passes the
// values with --random.  The clean twin's index is always in bounds, but
// rand's values were sampled: UNKNOWN, never TRUE.
// RUN: not %ferret verify %s --trace %t.json --test-vector-out %t.tv | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --test-vector %t.tv/testcase-1.xml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret run %s --random 3
// RUN: not %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: not %ferret verify %s -DRANDOM | FileCheck %s --check-prefix=RANDOM
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: trace: {{.*}}: rand() = {{[0-9]+}} in main
// CHECK: replay: ferret run {{.*}} --random {{[0-9]+}}
// REPLAY: error: out-of-bounds
// CLEAN: RESULT: UNKNOWN (the values of rand() were sampled)
// RANDOM: RESULT: FALSE(valid-deref)
// RANDOM: trace: {{.*}}: random() = 2147483647 in main
#include <stdlib.h>

int main(void) {
  int a[10] = {0};
  srand(1);
#if defined(CLEAN)
  a[rand() % 10] = 1;
#elif defined(RANDOM)
  int *p = 0;
  if (random() == RAND_MAX)
    return *p;
#else
  a[rand() % 11] = 1;
#endif
  return a[0];
}
