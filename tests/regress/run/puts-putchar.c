// puts, putchar, fputs, fputc and fprintf to stdout and stderr.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: puts adds a newline
// CHECK-NEXT: fputs does not
// CHECK-NEXT: abcde
// CHECK-NEXT: Z
// CHECK-NEXT: fprintf 1
// CHECK-EMPTY:
// CHECK-NEXT: !1 33
// STATUS: to stderr 2
// STATUS: fputs to stderr
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  puts("puts adds a newline");
  fputs("fputs does not", stdout);
  putchar('\n');
  for (char c = 'a'; c <= 'e'; c++)
    putchar(c);
  putchar('\n');
  fputc('Z', stdout);
  fputc('\n', stdout);
  fprintf(stdout, "fprintf %d\n", 1);
  fprintf(stderr, "to stderr %d\n", 2);
  fputs("fputs to stderr\n", stderr);
  int r = puts("");
  printf("%d %d\n", r >= 0, putchar('!'));
  return 0;
}
