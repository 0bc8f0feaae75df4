// posix_memalign, aligned_alloc, memalign and valloc return blocks whose
// address is a multiple of the alignment asked for (a program may test
// it); posix_memalign refuses an alignment that is not a power of two
// times sizeof(void *), leaving its pointer alone; the blocks are freed
// with free, and one never freed is a leak named for its allocator.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DOVER 2>&1 | FileCheck %s --check-prefix=OVER
// CHECK: posix_memalign 0: 64 aligned 1, 4096 aligned 1
// CHECK: bad alignments: 22 22 22, untouched 1
// CHECK: aligned_alloc 256 aligned 1, memalign 1024 aligned 1, valloc aligned 1
// LEAK: error: memory-leak: 16 bytes in 1 heap block
// LEAK: posix_memalign
// OVER: error: out-of-bounds
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int aligned(void *p, uintptr_t a) { return ((uintptr_t)p & (a - 1)) == 0; }

int main(void) {
  void *p = 0, *q = 0;
  int r = posix_memalign(&p, 64, 100);
  int s = posix_memalign(&q, 4096, 10);
  printf("posix_memalign %d: 64 aligned %d, 4096 aligned %d\n", r + s, aligned(p, 64), aligned(q, 4096));
  memset(p, 1, 100);
  free(p);
  free(q);
  void *keep = &r;
  p = keep;
  int e1 = posix_memalign(&p, 48, 8), e2 = posix_memalign(&p, 4, 8), e3 = posix_memalign(&p, 0, 8);
  printf("bad alignments: %d %d %d, untouched %d\n", e1, e2, e3, p == keep);
  void *a = aligned_alloc(256, 512), *m = memalign(1024, 3), *v = valloc(5);
  printf("aligned_alloc 256 aligned %d, memalign 1024 aligned %d, valloc aligned %d\n", aligned(a, 256),
         aligned(m, 1024), aligned(v, 4096));
  free(a);
  free(m);
  free(v);
#ifdef LEAK
  posix_memalign(&p, 32, 16);
  p = 0;
#endif
#ifdef OVER
  posix_memalign(&p, 32, 16);
  ((char *)p)[16] = 0;
#endif
  return 0;
}
