// The vscanf family: the targets come from a va_list, as a program's own
// scanf wrapper passes them on; each is checked like scanf's own.
// RUN: printf '7 abc\n' | %ferret run %s | FileCheck %s
// RUN: printf '7 abcdefghij\n' | not %ferret run %s -DOVERFLOW 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// CHECK: stdin 1 7 abc
// CHECK-NEXT: file 2 12 -3.5
// CHECK-NEXT: string 2 40 x
// OVERFLOW: error: out-of-bounds: {{.*}}vscanf
#include <stdarg.h>
#include <stdio.h>

static int scan_stdin(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vscanf(fmt, ap);
  va_end(ap);
  return n;
}
static int scan_file(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfscanf(f, fmt, ap);
  va_end(ap);
  return n;
}
static int scan_string(const char *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsscanf(s, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  int a = 0;
  char word[4];
#ifdef OVERFLOW
  scan_stdin("%d %s", &a, word);
#else
  int n = scan_stdin("%d %3s", &a, word);
  printf("stdin %d %d %s\n", n == 2, a, word);
#endif
  FILE *f = tmpfile();
  fputs("12 -3.5\n", f);
  rewind(f);
  int b = 0;
  double d = 0;
  int m = scan_file(f, "%d %lf", &b, &d);
  printf("file %d %d %g\n", m, b, d);
  fclose(f);
  long l = 0;
  char c = 0;
  m = scan_string("40 x", "%ld %c", &l, &c);
  printf("string %d %ld %c\n", m, l, c);
  return 0;
}
