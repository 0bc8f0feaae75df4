// A sparse switch over large and negative case values, including char and
// long long controlling expressions.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 2 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1203450
// CHECK-NEXT: 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int code(long long v) {
  switch (v) {
  case -1000000: return 1;
  case 7: return 2;
  case 4096: return 3;
  case 1LL << 40: return 4;
  case -9223372036854775807LL - 1: return 5;
  default: return 0;
  }
}

static int vowel(char c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u':
    return 1;
  }
  return 0;
}

int main(void) {
  long long vals[7] = {-1000000, 7, 8, 4096, 1LL << 40, -9223372036854775807LL - 1, 0};
  for (int i = 0; i < 7; i++)
    printf("%d", code(vals[i]));
  printf("\n");
  const char *w = "ferret interpreter";
  int n = 0;
  for (const char *p = w; *p; p++)
    n += vowel(*p);
  printf("%d\n", n);
  return 0;
}
