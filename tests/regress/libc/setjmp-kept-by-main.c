// A setjmp place main keeps for the whole run (an interpreter's error
// handler) while other frames come and go: their returns leave it live, a
// place recorded by a frame that has returned is gone, and a jump to
// main's place still lands.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// RUN: %ferret run %s -DLAND 2>&1 | FileCheck %s --check-prefix=LAND
#include <setjmp.h>
#include <stdio.h>

static jmp_buf top, inner;

static int leaf(int x) { return x + 1; }
static int set(void) { return setjmp(inner); }

int main(void) {
  int n = 0;
  if (setjmp(top)) {
    // LAND: landed after 1000 calls
    printf("landed after %d calls\n", n);
    return 0;
  }
  for (int i = 0; i < 1000; ++i) n = leaf(n);
#ifdef LAND
  longjmp(top, 1);
#else
  if (set() == 0)
    // CHECK: setjmp-kept-by-main.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-call: longjmp to a function that has returned since its setjmp
    longjmp(inner, 1);
#endif
  return 1;
}
