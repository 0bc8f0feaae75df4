// scanf reads stdin, which is input: a whole number is chosen for a %d at
// once (a sample: 0, 1, -1, the extremes and the program's constants and
// their neighbours), so the clean twin is UNKNOWN, never TRUE.  A call that
// needs more input after converting a first field is run again from its
// start with the bytes it had (with -DTWO, the second number is chosen while the
// call stands with "7\n" read).
// RUN: not %ferret verify %s --trace %t.json --witness %t.yml | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: echo 42 | not %ferret run %s 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DTWO --trace %t2.json | FileCheck %s --check-prefix=TWO
// RUN: not %ferret run %s -DTWO --replay %t2.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// The byte a failed %d leaves unread is part of the state: two paths that
// differ in it alone are not the same state at the clock's choice.
// RUN: not %ferret verify %s -DPENDING --engine explore | FileCheck %s --check-prefix=PENDING
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: trace: {{.*}}: scanf() reads "42\n" from stdin in main
// CHECK: replay: printf '42\n' | ferret run
// REPLAY: error: null-dereference
// TWO: RESULT: FALSE(valid-deref)
// TWO: trace: {{.*}}: scanf() reads "7\n9\n" from stdin in main
// TWO-NEXT: trace: {{.*}}: scanf() reads "q" from stdin in main
// CLEAN: RESULT: UNKNOWN (input to scanf's %d was sampled)
// PENDING: RESULT: FALSE(valid-deref)
// PENDING: trace: {{.*}}: scanf() reads "x\n" from stdin in main
#include <stdio.h>
#include <time.h>

int main(void) {
  int *p = 0;
  int x = 0, y = 0;
  char c = 0;
#if defined(TWO)
  if (scanf("%d %d", &x, &y) == 2 && x == 7 && y == 9 && scanf(" %c", &c) == 1 && c == 'q')
    return *p;
#elif defined(CLEAN)
  if (scanf("%d", &x) == 1 && x > 10)
    return x - 10;
#elif defined(PENDING)
  scanf("%d", &x);
  if (time(0) == 7)
    x = 1;
  if (getchar() == 'x')
    return *p;
#else
  if (scanf("%d", &x) == 1 && x == 42)
    return *p;
#endif
  return 0;
}
