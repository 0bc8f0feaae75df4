// longjmp to a frame that has returned since its setjmp: the place is
// gone (C11 7.13.2.1: undefined).
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// RUN: not %ferret run %s -DUNFILLED 2>&1 | FileCheck %s --check-prefix=UNFILLED
#include <setjmp.h>

static jmp_buf env;

static int set(void) { return setjmp(env); }

int main(void) {
#ifdef UNFILLED
  jmp_buf fresh;
  // UNFILLED: longjmp-returned.c:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}longjmp
  longjmp(fresh, 1);
#else
  if (set() == 0)
    // CHECK: longjmp-returned.c:[[@LINE+2]]:{{[0-9]+}}: error: invalid-call: longjmp to a function that has returned since its setjmp
    // CHECK: longjmp-returned.c:{{[0-9]+}}:{{[0-9]+}}: note: setjmp was called here
    longjmp(env, 1);
#endif
  return 0;
}
