// verify on a program that longjmps out of a recursion: the explicit
// engine follows the jump for every input, so it finds the pointer kept to
// a frame the jump unwound (a use after return, FALSE, and the
// counterexample replays) and proves the twin that does not use it (TRUE).
// The shape and SMT engines do not model setjmp: UNKNOWN, never an answer.
// RUN: not %ferret verify %s -DBUG --engine explore --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine shape | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s --engine shape | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s -DBUG --engine smt | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s --engine smt | FileCheck %s --check-prefix=OTHER
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: use-after-return
// REPLAY: error: use-after-return
// REPLAY: the run shows FALSE(valid-deref), as the counterexample
// SAFE: RESULT: TRUE
// OTHER: RESULT: UNKNOWN ({{.*}}setjmp
#include <setjmp.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

static jmp_buf env;
static int *kept;

static void walk(int n, int stop) {
  int local = n;
  if (n == stop) {
    kept = &local;
    longjmp(env, n + 1);
  }
  walk(n + 1, stop);
}

int main(void) {
  int buf[4] = {0};
  unsigned char k = __VERIFIER_nondet_uchar();
  if (k > 2) return 0;
  int r = setjmp(env);
  if (r == 0) walk(0, k);
  buf[r] = 1;  // r = k + 1 <= 3
#ifdef BUG
  if (k == 2) return *kept;  // walk's frame is gone
#endif
  return buf[0];
}
