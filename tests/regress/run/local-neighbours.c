// Each local variable is its own object however the loop makes it: an
// access past one local into the next is out of bounds, a local starts
// undefined even in a record a returned local left fully defined (its
// size not a multiple of the shadow's words, or past the record's inline
// bytes), and a pointer to a returned local is a use after return, also
// once the local's record has been reused by later calls.
// RUN: %ferret run %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret run %s -DWRITE 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not %ferret run %s -DREAD 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not %ferret run %s -DUNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret run %s -DUNINIT -DSIZE=64 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret run %s -DRETURNED 2>&1 | FileCheck %s --check-prefix=RETURNED
// RUN: not %ferret run %s -DREUSED 2>&1 | FileCheck %s --check-prefix=REUSED
#include <stdio.h>
#include <string.h>

#ifndef SIZE
#define SIZE 13
#endif

static int neighbours(int i) {
  int a[2] = {1, 2};
  int b[2] = {3, 4};
#ifdef WRITE
  // WRITE: local-neighbours.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  a[i] = 5;
#endif
  // READ: local-neighbours.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds:
  return a[i] + b[0];
}

// A local of n bytes, all defined, or all but its last.
static int fill(int all) {
  char s[SIZE];
  memset(s, 'a', all ? sizeof s : sizeof s - 1);
  int r = 0;
  // UNINIT: local-neighbours.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value:
  if (s[sizeof s - 1] == 'a') r = 1;
  return r;
}

static int *escape(void) {
  int x = 7;
  int *p = &x;
  return p;
}

int main(void) {
#if defined(WRITE) || defined(READ)
  return neighbours(2);
#elif defined(RETURNED)
  int *p = escape();
  // RETURNED: local-neighbours.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-return:
  return *p;
#elif defined(REUSED)
  int *p = escape();
  int sum = 0;
  // More locals end than the stack's quarantine keeps: p's record is reused.
  for (int i = 0; i < 70000; ++i) sum += neighbours(1);
  printf("%d\n", sum);
  // REUSED: local-neighbours.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-return:
  return *p;
#elif defined(UNINIT)
  int sum = 0;
  for (int i = 0; i < 70000; ++i) sum += fill(1);
  return sum + fill(0);
#else
  // OK: 5 2
  printf("%d %d\n", neighbours(1), fill(1) + fill(1));
  return 0;
#endif
}
