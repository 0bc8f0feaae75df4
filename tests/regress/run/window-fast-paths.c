// The dispatch loop's own handlers (sem/window.cpp) keep every check of the
// general path: a GEP with one index (sign-extended from 32 bits under
// --32, undefined when the index is), integer casts by width, signed
// overflow in 32-bit arithmetic, and calls and returns the loop makes
// itself (a return with a stack object to end goes through popFrame).
// RUN: %ferret run %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: %ferret run --32 %s | FileCheck %s --match-full-lines
// RUN: not %ferret run %s -D BELOW 2>&1 | FileCheck %s --check-prefix=BELOW
// RUN: not %ferret run --32 %s -D BELOW 2>&1 | FileCheck %s --check-prefix=BELOW
// RUN: not %ferret run %s -D UNDEF_INDEX 2>&1 | FileCheck %s --check-prefix=UNDEF
// RUN: not %ferret run %s -D OVERFLOW 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not %ferret run %s -D ESCAPE 2>&1 | FileCheck %s --check-prefix=ESCAPE
// CHECK: sum 45 back 9 -1 255 -128 65535 1
// CHECK-NEXT: fib 6765 depth 3
// BELOW: error: out-of-bounds: read of 4 bytes at offset -4 of local variable 'a' of 40 bytes in 'main'
// UNDEF: error: uninitialized-value: the address of a read depends on an uninitialised value
// OVERFLOW: error: signed-overflow: signed 32-bit + overflows (2147483647 + 100)
// ESCAPE: error: use-after-return: read of 4 bytes in local variable 'local' of 4 bytes in 'escape', whose function has returned
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

// A frame with a stack object: its return ends the object.
static int *escape(int v) {
  int local = v;
  return &local;
}

static int depth(int n) {
  int here = n;
  int *p = &here;
  return n ? depth(n - 1) + (*p > 0) : 0;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[10];
  for (int i = 0; i < 10; ++i) a[i] = i;
  int sum = 0;
  for (int i = 0; i < 10; ++i) sum += a[i];
  int back = 9;
  signed char c = -1;
  long wide = c;            // sext
  unsigned char uc = (unsigned char)c;   // trunc
  short s = (short)(signed char)-128;
  unsigned short us = (unsigned short)-1;  // zext of a trunc
  _Bool b = argc;
  printf("sum %d back %d %ld %u %d %u %d\n", sum, a[back], wide, uc, s, us, b);
  printf("fib %d depth %d\n", fib(20), depth(3));
#ifdef BELOW
  int i = argc - 2;  // -1
  printf("%d\n", a[i]);
#endif
#ifdef UNDEF_INDEX
  int j;
  printf("%d\n", a[j]);
#endif
#ifdef OVERFLOW
  int big = 2147483600 + argc * 47;
  printf("%d\n", big + argc * 100);
#endif
#ifdef ESCAPE
  printf("%d\n", *escape(argc));
#endif
  return 0;
}
