// Pointer <-> uintptr_t round trips, alignment masking (p & ~7) and
// alignment rounding, pointer tagging in low bits.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 42
// CHECK-NEXT: 8 16 8 16
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 77
// CHECK-NEXT: 24
// CHECK-NEXT: 1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

int main(void) {
  int x = 42;
  uintptr_t ux = (uintptr_t)&x;
  int *px = (int *)ux;
  printf("%d\n", *px);
  _Alignas(8) char buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = (char)i;
  char *q = buf + 13;
  char *down = (char *)((uintptr_t)q & ~(uintptr_t)7);
  char *up = (char *)(((uintptr_t)q + 7) & ~(uintptr_t)7);
  printf("%td %td %d %d\n", down - buf, up - buf, *down, *up);
  printf("%d\n", (int)((uintptr_t)buf % 8));
  long *heap = malloc(4 * sizeof(long));
  heap[2] = 77;
  uintptr_t tagged = (uintptr_t)heap | 1;
  printf("%d\n", (int)(tagged & 1));
  long *untagged = (long *)(tagged & ~(uintptr_t)1);
  printf("%ld\n", untagged[2]);
  intptr_t diff = (intptr_t)&heap[3] - (intptr_t)&heap[0];
  printf("%ld\n", (long)diff);
  void *vp = heap;
  long *back = vp;
  printf("%d\n", back == heap);
  free(heap);
  return 0;
}
