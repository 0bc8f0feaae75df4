// Recursive functions: Fibonacci, Ackermann, Hanoi, mutual recursion, GCD.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 13 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: fib(20)=6765
// CHECK-NEXT: ack(2,3)=9 ack(3,3)=61
// CHECK-NEXT: move disk 3 A->B
// CHECK-NEXT: move disk 3 B->C
// CHECK-NEXT: move disk 3 C->A
// CHECK-NEXT: move disk 3 A->B
// CHECK-NEXT: move disk 3 B->C
// CHECK-NEXT: move disk 3 C->A
// CHECK-NEXT: move disk 3 A->B
// CHECK-NEXT: move disk 3 B->C
// CHECK-NEXT: moves=63
// CHECK-NEXT: 1 1
// CHECK-NEXT: 21
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int ack(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  if (n == 3)
    printf("move disk 3 %c->%c\n", from, to);
  moves++;
  hanoi(n - 1, via, to, from);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

int main(void) {
  printf("fib(20)=%d\n", fib(20));
  printf("ack(2,3)=%d ack(3,3)=%d\n", ack(2, 3), ack(3, 3));
  hanoi(6, 'A', 'C', 'B');
  printf("moves=%d\n", moves);
  printf("%d %d\n", is_even(10), is_odd(7));
  printf("%ld\n", gcd(1071, 462));
  return 0;
}
