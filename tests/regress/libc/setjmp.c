// setjmp/longjmp across frames, the value 0 turned into 1, sigsetjmp and
// siglongjmp, a volatile local kept, and a jump buffer reused in a loop
// (an error-recovery loop as interpreters and test frameworks write it).
// RUN: %ferret run %s | FileCheck %s
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=VERIFY
// VERIFY: RESULT: TRUE
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static sigjmp_buf senv;

static void deep(int n, int code) {
  char buf[16];
  buf[0] = (char)n;
  if (n == 0) longjmp(env, code);
  deep(n - 1, code + buf[0] * 0);
}

static int depth = 0;
static void thrower(void) { siglongjmp(senv, 7); }

int main(void) {
  volatile int tries = 0;
  int r = setjmp(env);
  // CHECK: setjmp returned 0, tries 0
  // CHECK: setjmp returned 42, tries 1
  // CHECK: setjmp returned 1, tries 2
  printf("setjmp returned %d, tries %d\n", r, tries);
  if (tries == 0) {
    tries = 1;
    deep(5, 42);
  } else if (tries == 1) {
    tries = 2;
    longjmp(env, 0);
  }
  int s = sigsetjmp(senv, 1);
  // CHECK: sigsetjmp returned 0
  // CHECK: sigsetjmp returned 7
  printf("sigsetjmp returned %d\n", s);
  if (s == 0) thrower();
  for (int i = 0; i < 3; ++i) {
    jmp_buf local;
    if (setjmp(local) == 0) {
      ++depth;
      longjmp(local, 1);
    }
  }
  // CHECK: loop jumps 3
  printf("loop jumps %d\n", depth);
  return 0;
}
