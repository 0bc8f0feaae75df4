// Variadic functions of our own: va_start/va_arg/va_end, va_copy, mixing int,
// long, double and pointer arguments, forwarding a va_list to vsnprintf.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 6 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 0
// CHECK-NEXT: 15
// CHECK-NEXT: 109
// CHECK-NEXT: 2.500
// CHECK-NEXT: int:-3 long:1234567890123 double:2.72 str:text char:z end
// CHECK-NEXT: id-007 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdarg.h>

static int sum_ints(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double mean_twice(int count, ...) {
  va_list ap, again;
  va_start(ap, count);
  va_copy(again, ap);
  double s = 0;
  for (int i = 0; i < count; i++)
    s += va_arg(ap, double);
  double s2 = 0;
  for (int i = 0; i < count; i++)
    s2 += va_arg(again, double);
  va_end(again);
  va_end(ap);
  return (s + s2) / (2 * count);
}

static void describe(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("int:%d ", va_arg(ap, int)); break;
    case 'l': printf("long:%ld ", va_arg(ap, long)); break;
    case 'd': printf("double:%.2f ", va_arg(ap, double)); break;
    case 's': printf("str:%s ", va_arg(ap, const char *)); break;
    case 'c': printf("char:%c ", va_arg(ap, int)); break;
    }
  }
  va_end(ap);
  printf("end\n");
}

static int format(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  printf("%d\n", sum_ints(0));
  printf("%d\n", sum_ints(5, 1, 2, 3, 4, 5));
  printf("%d\n", sum_ints(10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 100));
  printf("%.3f\n", mean_twice(3, 1.0, 2.5, 4.0));
  describe("ildsc", -3, 1234567890123L, 2.718281828, "text", 'z');
  char buf[32];
  int r = format(buf, sizeof buf, "%s-%03d", "id", 7);
  printf("%s %d\n", buf, r);
  return 0;
}
