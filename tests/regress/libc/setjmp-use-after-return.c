// A longjmp ends the frames it jumps over: a pointer to a local of one of
// them, kept past the jump, points to a returned object.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// RUN: not %ferret verify %s --engine explore 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: RESULT: FALSE(valid-deref)
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int *kept;

static void inner(void) {
  int local = 5;
  kept = &local;
  longjmp(env, 1);
}

int main(void) {
  if (setjmp(env) == 0) {
    inner();
    return 0;
  }
  // CHECK: setjmp-use-after-return.c:[[@LINE+2]]:{{[0-9]+}}: error: use-after-return:
  // CHECK: note: {{.*}}
  printf("%d\n", *kept);
  return 0;
}
