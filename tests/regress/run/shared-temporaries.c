// Under `ferret run` temporaries share register words where their
// lifetimes do not meet (frontend/slots.cpp): values live across recursive calls, phis of ?: and
// &&, a two-word struct and a 128-bit value returned by value, and a sum
// kept while the next call runs all keep their values (the output is the
// native run's), and a function calling setjmp keeps a word per temporary,
// as a longjmp returns to a point where one read since is read again.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: %ferret ir --shared-words %s | FileCheck %s --check-prefix=WORDS
// RUN: %ferret ir %s | FileCheck %s --check-prefix=OWN
// CHECK: walk 2289147428518118082 15296841863081365605
// CHECK-NEXT: deep 969907
// CHECK-NEXT: landed 7
// WORDS: define struct(16B) @walk(i32 %0, i64 %1, double %2) words 26
// WORDS: define i64 @deep(i32 %0) words 9
// WORDS: define i32 @landed() words 16
// Without --shared-words (what the verifiers see) every temporary has
// words of its own.
// OWN: define struct(16B) @walk(i32 %0, i64 %1, double %2) words 130
// OWN: define i64 @deep(i32 %0) words 25
// OWN: define i32 @landed() words 16
#include <setjmp.h>
#include <stdio.h>

struct pair { unsigned long lo, hi; };

// Many temporaries of several types live across the recursive calls, phis
// of ?: and &&, a two-word struct and a 128-bit value returned by value.
static struct pair walk(int n, unsigned long acc, double scale) {
  if (n == 0) return (struct pair){acc, (unsigned long)scale};
  unsigned long a = acc * 3 + n, b = (acc ^ n) + (n > 7 ? n * 2 : n - 1);
  double d = scale * 1.5 + (n & 1 ? 0.25 : 0.5);
  int small = (a & 1) && (b & 2) ? 1 : (a > b || n % 3 == 0) ? 2 : 3;
  struct pair left = walk(n - 1, a + small, d / 2);
  unsigned __int128 wide = (unsigned __int128)left.lo * (left.hi + 1) + b;
  unsigned long mixed = (unsigned long)(wide >> 3) + (unsigned long)(d * 4) - small;
  struct pair right = n % 4 == 0 ? walk(n / 4, mixed & 0xffff, d) : (struct pair){mixed, b};
  return (struct pair){left.lo + right.lo + (n > 2 && a < b), left.hi ^ right.hi ^ (unsigned long)wide};
}

// Temporaries live across calls: the sum so far while the next call runs,
// and a ?: whose arms both call.
static unsigned long deep(int n) {
  if (!n) return 1;
  unsigned long x = n * 7u;
  return (x + (n & 1 ? deep(n - 1) * 3 : deep(n - 1) ^ x) + (x >> 2) * (deep(0) + n)) % 1000003;
}

// A function calling setjmp keeps a word per temporary: after the longjmp
// the array's address, whose last use in the code came before, is read again.
static jmp_buf jb;
static void jumper(int *q) { longjmp(jb, *q); }
static int landed(void) {
  int a[4] = {7, 0, 0, 0};
  int other[2] = {1, 2};
  if (setjmp(jb)) return a[0];
  int *q = &other[1];
  jumper(q);
  return -1;
}

int main(void) {
  struct pair p = walk(12, 1, 1.0);
  printf("walk %lu %lu\n", p.lo, p.hi);
  printf("deep %lu\n", deep(20000));
  printf("landed %d\n", landed());
  return 0;
}
