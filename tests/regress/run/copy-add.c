// The loop's fused copy and add (sem/window.cpp, kCopyAdd: `a[i++]` at -O0
// copies the local's old value, then writes the local with the sum) keeps
// the add's checks, and counts both as steps: the run takes 141 steps, as
// before fusion, and a step limit at any point stops cleanly.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: %ferret run --max-steps 141 %s | FileCheck %s --match-full-lines
// RUN: not %ferret run --max-steps 140 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: for n in $(seq 40 79); do %ferret run --max-steps $n %s 2>&1; echo "exit=$?"; done > %t.steps
// RUN: test "$(grep -c 'step limit of .* reached' %t.steps)" = 40 && test "$(grep -c 'exit=3' %t.steps)" = 40
// RUN: not %ferret run %s -D OVERFLOW 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// CHECK: 122 8 0
// LIMIT: ferret: stopped: step limit of 140 reached
// OVERFLOW: error: signed-overflow: signed 32-bit + overflows (2147483647 + 1)
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int a[8] = {3, 1, 4, 1, 5, 9, 2, 6};
  int i = 0, j = 8, sum = 0;
  while (i < 8) sum += a[i++] * a[--j];
#ifdef OVERFLOW
  int big = INT_MAX - 1 + argc;
  sum += a[big++ - INT_MAX];
#endif
  printf("%d %d %d\n", sum, i, j);
  return 0;
}
