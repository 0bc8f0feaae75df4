// getenv is input: a variable is unset or holds any string, the same one at
// every call of a run.  Only tested against NULL (CLEAN), two values cover
// every environment: TRUE.  A value compared with a string is sampled from
// the program's constants; the replay sets and unsets the variables read.
// RUN: not %ferret verify %s --trace %t.json --witness %t.yml | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: env -u DEBUG MODE=fast not %ferret run %s 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: env DEBUG=1 MODE=fast %ferret run %s
// RUN: %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: trace: {{.*}}: getenv("DEBUG") = NULL (DEBUG is unset) in main
// CHECK: trace: {{.*}}: getenv("MODE") = "fast" in main
// CHECK: replay: env -u DEBUG 'MODE=fast' ferret run
// REPLAY: error: null-dereference
// CLEAN: RESULT: TRUE
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *p = 0;
#ifdef CLEAN
  if (getenv("DEBUG") && getenv("MODE"))
    return 1;
#else
  if (!getenv("DEBUG")) {
    const char *mode = getenv("MODE");
    if (mode && strcmp(mode, "fast") == 0 && getenv("DEBUG") == NULL)
      return *p;
  }
#endif
  return 0;
}
