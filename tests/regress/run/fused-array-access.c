// The loop's fused handlers for array accesses (sem/window.cpp, fuse: sign
// extension, one-index GEP, then a scalar load or store) keep every check
// of the instructions they join, hand a loaded pointer's provenance on,
// and count each instruction as its own step: the run takes 394 steps, as
// before fusion, and a step limit falling at any point of a fused triple
// stops the run cleanly.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: %ferret run --max-steps 394 %s | FileCheck %s --match-full-lines
// RUN: not %ferret run --max-steps 393 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: for n in $(seq 200 223); do %ferret run --max-steps $n %s 2>&1; echo "exit=$?"; done > %t.steps
// RUN: test "$(grep -c 'step limit of .* reached' %t.steps)" = 24 && test "$(grep -c 'exit=3' %t.steps)" = 24
// RUN: not %ferret run %s -D STORE_ABOVE 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not %ferret run %s -D LOAD_ABOVE 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not %ferret run %s -D STALE 2>&1 | FileCheck %s --check-prefix=STALE
// RUN: not %ferret run --strict-uninit %s -D UNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// CHECK: 743
// LIMIT: ferret: stopped: step limit of 393 reached
// STORE: error: out-of-bounds: write of 4 bytes at offset 32 of local variable 'a' of 32 bytes in 'main'
// LOAD: error: out-of-bounds: read of 4 bytes at offset 32 of local variable 'a' of 32 bytes in 'main'
// STALE: error: use-after-free: read of 4 bytes at offset 0 of a freed heap block of 4 bytes allocated by malloc
// UNINIT: error: uninitialized-value: a read value depends on an uninitialised value
#include <stdio.h>
#include <stdlib.h>

struct pt { int x, y; };

int main(int argc, char **argv) {
  (void)argv;
  int a[8];
  for (int i = 0; i < 8; ++i) a[i] = i * i;
  int *ptrs[4];
  for (int i = 0; i < 4; ++i) ptrs[i] = &a[2 * i];
  char s[6] = "fused";
  struct pt pts[3] = {{1, 2}, {3, 4}, {5, 6}};
  long sum = 0;
  for (int i = 0; i < 8; ++i) sum += a[i];
  for (int i = 0; i < 4; ++i) sum += *ptrs[i];
  for (long k = 0; k < 5; ++k) sum += s[k];
  for (int i = 0; i < 3; ++i) sum += pts[i].y;
  printf("%ld\n", sum);
  int n = argc + 6;  // 7
#ifdef STORE_ABOVE
  a[n + 1] = 1;
#endif
#ifdef LOAD_ABOVE
  printf("%d\n", a[n + 1]);
#endif
#ifdef STALE
  int **heap = malloc(2 * sizeof *heap);
  int *cell = malloc(sizeof *cell);
  heap[argc] = cell;
  free(cell);
  printf("%d\n", *heap[argc]);
#endif
#ifdef UNINIT
  int u[4];
  u[argc] = 1;
  printf("%d\n", u[n - 5]);
#endif
  return 0;
}
